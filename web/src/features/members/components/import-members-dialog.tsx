import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
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
import { memberImportMessages, type MemberImportJob } from '@app/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { downloadFile } from '@/lib/download';
import { useRead } from '@/lib/use-read';
import { liveImportJob, unfinishedImports } from '../api/member-import';
import { useMemberImport } from '../hooks/use-member-import';
import type { DryRun } from '../import/dry-run';
import { errorsCsv } from '../import/errors-csv';
import { memberImportDialogMessages as t } from '../messages';

/** The error table shows this many rows; 'Baixar erros' has them all. */
const ERRORS_SHOWN = 100;

/**
 * 'Importar membros' (admins): a CSV file checked in the browser (the dry run: totals and every
 * refused row, nothing written), then imported by the functions, with a live progress bar.
 */
export function ImportMembersDialog({ onClose }: { onClose: () => void }) {
  const { state, check, start, resume, reset } = useMemberImport();
  const [sendWelcome, setSendWelcome] = useState(true);
  const busy = state.step === 'checking' || state.step === 'importing';
  const titleId = useId();

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={busy ? undefined : onClose}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        {state.step === 'pick' ? (
          <PickFile
            fileError={state.fileError}
            sendWelcome={sendWelcome}
            onSendWelcome={setSendWelcome}
            onFile={(file) => void check(file)}
            onResume={(job) => void resume(job.id, job.total)}
          />
        ) : null}
        {state.step === 'checking' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t.checking} />
            <Typography>{t.checking}</Typography>
          </Stack>
        ) : null}
        {state.step === 'checked' ? <DryRunView result={state.result} /> : null}
        {state.step === 'importing' ? <Progress jobId={state.jobId} total={state.total} /> : null}
        {state.step === 'failed' ? (
          <Alert severity="error">
            <AlertTitle>{t.failedTitle}</AlertTitle>
            {state.message}
          </Alert>
        ) : null}
        {state.step === 'done' ? <Done jobId={state.jobId} /> : null}
      </DialogContent>
      <DialogActions>
        {state.step === 'checked' ? (
          <>
            <Button onClick={reset}>{t.chooseAnother}</Button>
            <Button
              variant="contained"
              disabled={state.result.rows.length === 0}
              onClick={() => void start(state.result, sendWelcome)}
            >
              {t.importButton(state.result.rows.length)}
            </Button>
          </>
        ) : null}
        {state.step === 'failed' && state.jobId ? (
          <Button variant="contained" onClick={() => void resume(state.jobId ?? '', 0)}>
            {t.resume}
          </Button>
        ) : null}
        {state.step === 'failed' && !state.jobId ? (
          <Button onClick={reset}>{t.chooseAnother}</Button>
        ) : null}
        <Button disabled={busy} onClick={onClose}>
          {state.step === 'done' ? t.close : t.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type PickFileProps = {
  fileError: string | null;
  sendWelcome: boolean;
  onSendWelcome: (value: boolean) => void;
  onFile: (file: File) => void;
  onResume: (job: MemberImportJob & { id: string }) => void;
};

function PickFile({ fileError, sendWelcome, onSendWelcome, onFile, onResume }: PickFileProps) {
  const unfinished = useRead(unfinishedImports());
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack spacing={2}>
      <Typography>{t.intro}</Typography>
      {fileError ? (
        <Alert severity="error" role="alert">
          {fileError}
        </Alert>
      ) : null}
      <Box>
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
        >
          {t.pickFile}
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label={t.pickFile}
          tabIndex={-1}
          onChange={pick}
        />
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={sendWelcome}
              onChange={(event) => onSendWelcome(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label={t.sendWelcome}
        />
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {t.sendWelcomeHint}
        </FormHelperText>
      </Box>
      {unfinished.status === 'ready' && unfinished.data.length > 0 ? (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {t.unfinishedTitle}
          </Typography>
          <List dense>
            {unfinished.data.map((job) => (
              <ListItem
                key={job.id}
                secondaryAction={
                  <Button size="small" onClick={() => onResume(job)}>
                    {t.resume}
                  </Button>
                }
              >
                <ListItemText primary={t.unfinishedLine(job.fileName, job.done, job.total)} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value.toLocaleString('pt-BR')}
      </Typography>
    </Paper>
  );
}

function DryRunView({ result }: { result: DryRun }) {
  const { totals, errors } = result;
  const shown = errors.slice(0, ERRORS_SHOWN);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {result.fileName}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t.totalsLabel}
      >
        <Total label={t.totalNew} value={totals.new} />
        <Total label={t.totalUpdated} value={totals.updated} />
        <Total label={t.totalUnchanged} value={totals.unchanged} />
        <Total label={t.totalErrors} value={totals.errors} />
      </Stack>
      {errors.length > 0 ? (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle1" component="h3">
              {t.errorsTitle}
            </Typography>
            <Button
              size="small"
              onClick={() =>
                downloadFile(
                  t.errorsFileName,
                  errorsCsv(errors, t.errorsHeader),
                  'text/csv;charset=utf-8',
                )
              }
            >
              {t.downloadErrors}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.errorsHint}
          </Typography>
          <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={t.errorsTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.columnLine}</TableCell>
                  <TableCell>{t.columnEmail}</TableCell>
                  <TableCell>{t.columnReason}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((error) => (
                  <TableRow key={error.line}>
                    <TableCell>{error.line}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{error.email}</TableCell>
                    <TableCell>{memberImportMessages.rowError(error.line, error.reason)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {errors.length > shown.length ? (
            <Typography variant="body2">{t.errorsMore(errors.length - shown.length)}</Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The job's progress, live; before the job exists (rows still being sent), 0 of the total. */
function Progress({ jobId, total }: { jobId: string | null; total: number }) {
  const job = useRead(jobId ? liveImportJob(jobId) : null);
  const data = job.status === 'ready' ? job.data : null;
  const done = data?.done ?? 0;
  const all = data?.total ?? total;
  const percent = all > 0 ? Math.round((done / all) * 100) : 0;
  const label = t.progress(done, all);
  return (
    <Stack spacing={1} sx={{ py: 2 }}>
      <Typography aria-live="polite">{label}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={t.progressLabel} />
    </Stack>
  );
}

function Done({ jobId }: { jobId: string }) {
  const job = useRead(liveImportJob(jobId));
  const data = job.status === 'ready' ? job.data : null;
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Typography aria-live="polite">{data ? t.progress(data.done, data.total) : null}</Typography>
      <LinearProgress variant="determinate" value={100} aria-label={t.progressLabel} />
      <Alert severity="success">
        <AlertTitle>{t.doneTitle}</AlertTitle>
        {data ? (
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {t.doneSummary(data.created, data.updated, data.unchanged)}
          </Typography>
        ) : null}
      </Alert>
    </Stack>
  );
}
