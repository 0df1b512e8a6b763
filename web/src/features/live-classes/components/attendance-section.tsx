import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Box,
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { LIVE_ATTENDANCE_LIST_MAX, liveLoopMessages, toCsv, toDateValue } from '@app/domain';
import { ReadView } from '@/components/feedback/read-view';
import { downloadFile } from '@/lib/download';
import { formatDateTime } from '@/lib/dates';
import { useRead } from '@/lib/use-read';
import { attendanceList, type AttendanceDoc } from '../api/live-class-loop';
import { liveClassPageMessages as t } from '../messages';

const byFirstJoin = (a: AttendanceDoc, b: AttendanceDoc) =>
  toDateValue(a.firstJoinedAt).getTime() - toDateValue(b.firstJoinedAt).getTime();

/** The attendance as a CSV (name, e-mail, first join, joins), in first-join order. */
function attendanceCsv(rows: readonly AttendanceDoc[]): string {
  return toCsv(
    [t.attendanceName, t.attendanceEmail, t.attendanceFirstJoin, t.attendanceJoins],
    rows.map((row) => [
      row.name,
      row.email,
      formatDateTime(toDateValue(row.firstJoinedAt)),
      String(row.joins),
    ]),
  );
}

/** Admins, on the live class's page: 'Presença (N)', who joined, and 'Exportar CSV'. */
export function AttendanceSection({ liveClassId }: { liveClassId: string }) {
  const read = useRead(attendanceList(liveClassId));
  const rows = read.status === 'ready' ? [...read.data].sort(byFirstJoin) : [];
  return (
    <Box component="section" aria-labelledby="presenca" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id="presenca" variant="h5" component="h2">
          {liveLoopMessages.attendance(rows.length)}
        </Typography>
        <Button
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() =>
            downloadFile(
              t.attendanceFileName(liveClassId),
              attendanceCsv(rows),
              'text/csv;charset=utf-8',
            )
          }
        >
          {liveLoopMessages.exportCsv}
        </Button>
      </Stack>
      <ReadView
        read={read}
        loading={<Skeleton variant="rounded" height={120} aria-label={t.attendanceLoading} />}
        empty={t.attendanceEmpty}
      >
        {() => (
          <>
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t.attendanceName}</TableCell>
                    <TableCell>{t.attendanceEmail}</TableCell>
                    <TableCell>{t.attendanceFirstJoin}</TableCell>
                    <TableCell align="right">{t.attendanceJoins}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.email}</TableCell>
                      <TableCell>{formatDateTime(toDateValue(row.firstJoinedAt))}</TableCell>
                      <TableCell align="right">{row.joins}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {rows.length >= LIVE_ATTENDANCE_LIST_MAX ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t.attendanceLimit(LIVE_ATTENDANCE_LIST_MAX)}
              </Typography>
            ) : null}
          </>
        )}
      </ReadView>
    </Box>
  );
}
