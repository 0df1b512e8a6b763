import {
  displayScore,
  quizMessages as t,
  type QuizQuestion,
  type QuizReviewItem,
} from '@app/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Alert, List, ListItem, Stack, Typography } from '@mui/material';

/** 'Aprovado com {N}%' or 'Não foi desta vez: {N}% (mínimo {M}%)'. */
function scoreMessage(score: number, passed: boolean, passMark: number): string {
  return passed ? t.passed(displayScore(score)) : t.failed(displayScore(score), passMark);
}

/** The result of an attempt, announced to screen readers (role="status"). */
export function QuizScore(props: { score: number; passed: boolean; passMark: number }) {
  return (
    <Alert severity={props.passed ? 'success' : 'warning'} role="status">
      {scoreMessage(props.score, props.passed, props.passMark)}
    </Alert>
  );
}

/**
 * Which answers were right, the correct options and the explanations: shown only when the quiz
 * allows it (submitQuiz sends `review` only then).
 */
export function QuizReview({
  questions,
  review,
}: {
  questions: readonly QuizQuestion[];
  review: readonly QuizReviewItem[];
}) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <List aria-label={t.title} sx={{ mt: 1 }}>
      {review.map((item, index) => {
        const question = byId.get(item.questionId);
        if (!question) return null;
        const correctTexts = question.options
          .filter((o) => item.correctOptionIds.includes(o.id))
          .map((o) => o.text);
        return (
          <ListItem key={item.questionId} sx={{ alignItems: 'flex-start', px: 0 }} divider>
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {item.correct ? (
                  <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                ) : (
                  <CancelIcon color="error" fontSize="small" aria-hidden />
                )}
                <Typography sx={{ fontWeight: 600 }}>
                  {index + 1}. {question.text}
                </Typography>
              </Stack>
              <Typography variant="body2" color={item.correct ? 'success.main' : 'error.main'}>
                {item.correct ? t.right : t.wrong}
              </Typography>
              {!item.correct ? (
                <Typography variant="body2">
                  {t.correctAnswer} {correctTexts.join('; ')}
                </Typography>
              ) : null}
              {item.explanation ? (
                <Typography variant="body2" color="text.secondary">
                  {t.explanation} {item.explanation}
                </Typography>
              ) : null}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
