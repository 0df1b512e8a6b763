import { quizIdOf, toCsv, type QuizQuestion, type QuizTarget } from '@app/domain';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Box,
  Button,
  LinearProgress,
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
import { useId } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { downloadFile } from '@/lib/download';
import { useRead } from '@/lib/use-read';
import { readQuizStats } from '../api/quizzes';
import { summarizeQuizStats, type QuizStatsSummary } from '../api/quiz-stats';
import { quizResultsMessages as t } from '../messages';

/**
 * A quiz's results for admins, in the insights page's style: the figures (attempts, pass rate,
 * average score) and 'Questões mais erradas' as a table with its CSV. Read from the quiz's
 * QUIZ_STATS_SHARDS counters (a fixed number of documents, whatever the number of members).
 */
export function QuizResults({
  target,
  questions,
}: {
  target: QuizTarget;
  questions: readonly Pick<QuizQuestion, 'id' | 'text'>[];
}) {
  const stats = useRead(readQuizStats(target));
  return (
    <ReadView read={stats} error={t.loadError} isEmpty={() => false}>
      {(shards) => (
        <ResultsView quizId={quizIdOf(target)} summary={summarizeQuizStats(shards, questions)} />
      )}
    </ReadView>
  );
}

function Figure({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      {help ? (
        <Typography variant="caption" color="text.secondary">
          {help}
        </Typography>
      ) : null}
    </Paper>
  );
}

function ResultsView({ quizId, summary }: { quizId: string; summary: QuizStatsSummary }) {
  const headingId = useId();
  if (summary.attempts === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  const header = [t.questionColumn, `${t.wrongShare} (%)`, t.wrongShare, t.attempts];
  const rows = summary.questions.map((row) => [
    row.text ?? t.removedQuestion,
    String(row.share),
    String(row.wrong),
    String(row.asked),
  ]);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={t.attempts} value={String(summary.attempts)} />
        <Figure label={t.members} value={String(summary.members)} />
        <Figure
          label={t.passRate}
          value={summary.passRate === null ? '—' : t.percent(summary.passRate)}
          help={t.passRateHelp}
        />
        <Figure
          label={t.average}
          value={summary.average === null ? '—' : t.percent(summary.average)}
        />
      </Stack>
      <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {t.mostMissed}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() =>
              downloadFile(t.csvName(quizId), toCsv(header, rows), 'text/csv;charset=utf-8')
            }
          >
            {t.csv}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.questionColumn}</TableCell>
                <TableCell align="right">{t.wrongShare}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.questions.map((row) => (
                <TableRow key={row.questionId}>
                  <TableCell>{row.text ?? t.removedQuestion}</TableCell>
                  <TableCell align="right" sx={{ minWidth: 160 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={row.share}
                        sx={{ flex: 1 }}
                        aria-hidden
                      />
                      <span>{t.percent(row.share)}</span>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
