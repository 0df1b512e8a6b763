import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { toCsv } from '@app/domain';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@/components/form/visually-hidden';
import { downloadFile } from '@/lib/download';
import { indicatorsMessages as t } from '../messages';

export type Column<Row> = {
  header: string;
  /** What the CSV holds (and the cell shows, unless `cell` is given). */
  value: (row: Row) => string | number;
  cell?: (row: Row) => ReactNode;
  numeric?: boolean;
};

type ChartSectionProps<Row> = {
  title: string;
  description?: string;
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty: string | null;
  chart: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  csvName: string;
  /** Controls above the chart (the funnel's course picker). */
  controls?: ReactNode;
  footer?: ReactNode;
};

/**
 * One insight: its title, the chart for the eye and the same numbers as a table for screen
 * readers and for 'Exportar CSV'. The chart is hidden from assistive technology: the table says
 * the same, in order and exactly.
 */
export function ChartSection<Row>(props: ChartSectionProps<Row>) {
  const headingId = useId();
  const { title, description, empty, chart, columns, rows, rowKey, csvName, controls, footer } =
    props;
  const exportCsv = () =>
    downloadFile(
      csvName,
      toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => String(column.value(row)))),
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
      >
        <Box>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          ) : null}
        </Box>
        {empty === null ? (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            aria-label={`${t.exportCsv}: ${title}`}
            sx={{ flexShrink: 0 }}
          >
            {t.exportCsv}
          </Button>
        ) : null}
      </Stack>
      {controls}
      {empty !== null ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {empty}
        </Typography>
      ) : (
        <>
          {chart ? (
            <Box aria-hidden sx={{ width: '100%' }}>
              {chart}
            </Box>
          ) : null}
          <TableContainer
            sx={{ maxHeight: 320, mt: 1 }}
            tabIndex={0}
            aria-label={t.tableOf(title)}
            role="region"
          >
            <Table size="small" stickyHeader>
              <caption style={visuallyHidden}>{t.tableOf(title)}</caption>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => (
                      <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                        {column.cell ? column.cell(row) : column.value(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {footer}
        </>
      )}
    </Paper>
  );
}
