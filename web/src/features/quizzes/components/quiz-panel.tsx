import {
  attemptsLeft,
  callableErrorMessage,
  displayScore,
  quizIdOf,
  quizMessages as t,
  saoPauloClockTime,
  toDateValue,
  type Quiz,
  type QuizAnswers,
  type QuizResult,
  type QuizTarget,
  type SubmitQuizOutput,
} from '@app/domain';
import EditIcon from '@mui/icons-material/Edit';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { useCurrentUser } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { useToast } from '@/lib/use-toast';
import { clearDraft, loadDraft, saveDraft } from '../api/answer-draft';
import { liveQuiz, liveQuizResult, submitQuiz } from '../api/quizzes';
import { quizEditorMessages as e } from '../messages';
import { QuizForm } from './quiz-form';
import { QuizReview, QuizScore } from './quiz-outcome';

export type QuizPanelProps = {
  target: QuizTarget;
  /** Admins: where the quiz editor is ('Editar questionário' / 'Adicionar questionário'). */
  editHref?: string | null;
};

/**
 * The quiz under a class's video (or a course's final quiz): 'Fazer questionário', the
 * questions, 'Enviar respostas', the result and 'Tentar de novo' while attempts remain. Nothing
 * when there is no quiz (an admin gets the link to add one).
 */
export function QuizPanel({ target, editHref }: QuizPanelProps) {
  const quiz = useRead(liveQuiz(target));
  return (
    <ReadView
      read={quiz}
      loading={null}
      error={null}
      empty={editHref ? <AddQuizLink href={editHref} target={target} /> : null}
    >
      {(found) => <QuizBox quiz={found} target={target} editHref={editHref ?? null} />}
    </ReadView>
  );
}

function AddQuizLink({ href, target }: { href: string; target: QuizTarget }) {
  return (
    <Box sx={{ my: 2 }}>
      <Button component={RouterLink} to={href} variant="outlined" startIcon={<QuizOutlinedIcon />}>
        {target.kind === 'class' ? e.addQuiz : e.addFinalQuiz}
      </Button>
    </Box>
  );
}

type Mode = { kind: 'idle' } | { kind: 'taking' } | { kind: 'answered'; outcome: SubmitQuizOutput };

function QuizBox(props: { quiz: Quiz; target: QuizTarget; editHref: string | null }) {
  const { quiz, target } = props;
  const user = useCurrentUser();
  const toast = useToast();
  const quizId = quizIdOf(target);
  const result = useRead(liveQuizResult(user.id, target));
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [answers, setAnswers] = useState<QuizAnswers>(() => loadDraft(user.id, quizId));
  const [busy, setBusy] = useState(false);
  const headingId = `quiz-${quizId}`;
  const stored = result.status === 'ready' ? result.data : null;

  const change = (next: QuizAnswers) => {
    setAnswers(next);
    saveDraft(user.id, quizId, next);
  };

  const send = async () => {
    setBusy(true);
    try {
      const outcome = await submitQuiz(target, answers);
      clearDraft(user.id, quizId);
      setAnswers({});
      setMode({ kind: 'answered', outcome });
    } catch (error) {
      toast({ title: callableErrorMessage(error, t.sendError), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, my: 3 }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Typography variant="h5" component="h2" id={headingId}>
          {target.kind === 'class' ? t.title : t.finalTitle}
        </Typography>
        {props.editHref ? (
          <Button component={RouterLink} to={props.editHref} size="small" startIcon={<EditIcon />}>
            {target.kind === 'class' ? e.editQuiz : e.editFinalQuiz}
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary" gutterBottom>
        {t.passMarkInfo(quiz.settings.passMark, quiz.questions.length)}
      </Typography>
      {target.kind === 'class' && quiz.settings.requirePass ? (
        <Typography gutterBottom>{t.requiredToComplete}</Typography>
      ) : null}
      {target.kind === 'course' ? <Typography gutterBottom>{t.finalRequired}</Typography> : null}

      {mode.kind === 'taking' ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.draftKept}
          </Typography>
          <QuizForm
            questions={quiz.questions}
            shuffle={quiz.settings.shuffle}
            answers={answers}
            onChange={change}
            onSubmit={() => void send()}
            busy={busy}
          />
        </Box>
      ) : (
        <Box sx={{ mt: 2 }}>
          {mode.kind === 'answered' ? (
            <Stack spacing={1} sx={{ mb: 2 }}>
              <QuizScore
                score={mode.outcome.score}
                passed={mode.outcome.passed}
                passMark={mode.outcome.passMark}
              />
              {mode.outcome.review ? (
                <QuizReview questions={quiz.questions} review={mode.outcome.review} />
              ) : null}
            </Stack>
          ) : null}
          <AttemptState
            quiz={quiz}
            stored={stored}
            showLast={mode.kind !== 'answered'}
            onStart={() => setMode({ kind: 'taking' })}
          />
        </Box>
      )}
    </Paper>
  );
}

/** Where the member stands: best score, attempts left, the wait, and the button to (re)start. */
function AttemptState(props: {
  quiz: Quiz;
  stored: QuizResult | null;
  showLast: boolean;
  onStart: () => void;
}) {
  const { quiz, stored } = props;
  if (!stored) {
    return (
      <Button variant="contained" startIcon={<QuizOutlinedIcon />} onClick={props.onStart}>
        {t.take}
      </Button>
    );
  }
  const left = attemptsLeft(quiz.settings, stored.attempts);
  const waitUntil = stored.nextAttemptAt ? toDateValue(stored.nextAttemptAt) : null;
  const waiting = waitUntil !== null && waitUntil.getTime() > Date.now();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {props.showLast ? (
        <QuizScore
          score={stored.passed ? stored.bestScore : stored.lastScore}
          passed={stored.passed}
          passMark={quiz.settings.passMark}
        />
      ) : null}
      {stored.passed && !props.showLast ? null : (
        <Typography variant="body2" color="text.secondary">
          {t.bestScore(displayScore(stored.bestScore))}
          {left !== null && left > 0 ? ` ${t.attemptsLeft(left)}` : ''}
        </Typography>
      )}
      {left === 0 ? (
        <Alert severity="info">{t.noAttemptsLeft}</Alert>
      ) : waiting ? (
        <Alert severity="info">{t.retryAt(saoPauloClockTime(waitUntil))}</Alert>
      ) : (
        <Button variant="outlined" onClick={props.onStart}>
          {t.retry}
        </Button>
      )}
    </Stack>
  );
}
