import { joinQuiz, type QuizTarget } from '@app/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { allReads, useRead } from '@/lib/use-read';
import { readQuiz, readQuizKey } from '../api/quizzes';
import { quizEditorMessages as t } from '../messages';
import { QuizEditor } from './quiz-editor';
import { QuizResults } from './quiz-results';

/**
 * The admin's quiz screen of a class or a course: 'Questões' (the editor, from the stored quiz and
 * its key, read once) and 'Resultados'.
 */
export function QuizEditorScreen(props: { target: QuizTarget; title: string; backHref: string }) {
  const [tab, setTab] = useState<'questions' | 'results'>('questions');
  const stored = useRead(allReads([readQuiz(props.target), readQuizKey(props.target)] as const));
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 980, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={props.backHref}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {t.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: 'questions' | 'results') => setTab(value)}
        sx={{ mb: 2 }}
      >
        <Tab
          value="questions"
          label={t.tabQuestions}
          id="quiz-tab-questions"
          aria-controls="quiz-panel"
        />
        <Tab
          value="results"
          label={t.tabResults}
          id="quiz-tab-results"
          aria-controls="quiz-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="quiz-panel" aria-labelledby={`quiz-tab-${tab}`}>
        <ReadView read={stored} loading={<PageLoader />} error={t.loadError}>
          {([quiz, key]) =>
            tab === 'questions' ? (
              <Paper sx={{ p: { xs: 2, md: 3 } }}>
                <QuizEditor target={props.target} initial={quiz ? joinQuiz(quiz, key) : null} />
              </Paper>
            ) : (
              <QuizResults target={props.target} questions={quiz?.questions ?? []} />
            )
          }
        </ReadView>
      </Box>
    </Box>
  );
}
