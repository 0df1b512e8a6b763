import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { quizMessages } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { paths } from '@/config/paths';
import { useRead } from '@/lib/use-read';
import { liveQuiz } from '../api/quizzes';
import { quizEditorMessages as t } from '../messages';

/** In the class editor: whether the class has a quiz, and the way to its editor. */
export function ClassQuizCard({ classId, slug }: { classId: string; slug: string }) {
  const quiz = useRead(liveQuiz({ kind: 'class', id: classId }));
  const href = paths.dashboard.classQuiz.getHref(slug);
  const link = (label: string) => (
    <Button component={RouterLink} to={href} variant="outlined" startIcon={<QuizOutlinedIcon />}>
      {label}
    </Button>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={quizMessages.title}
      sx={{ p: 2, mt: 3 }}
    >
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {quizMessages.title}
        </Typography>
        <ReadView
          read={quiz}
          error={t.loadError}
          empty={
            <>
              <Typography color="text.secondary">{t.noQuiz}</Typography>
              {link(t.addQuiz)}
            </>
          }
        >
          {(found) => (
            <>
              <Typography color="text.secondary">
                {t.quizSummary(found.questions.length, found.settings.passMark)}
              </Typography>
              {link(t.editQuiz)}
            </>
          )}
        </ReadView>
      </Stack>
    </Paper>
  );
}
