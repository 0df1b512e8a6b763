import { quizMessages as t, shuffled, type QuizAnswers, type QuizQuestion } from '@app/domain';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';

type QuizFormProps = {
  questions: readonly QuizQuestion[];
  /** Shuffle questions and options (once per form: the order stays while answering). */
  shuffle: boolean;
  answers: QuizAnswers;
  onChange: (answers: QuizAnswers) => void;
  /** Absent in the admin's preview: nothing is sent. */
  onSubmit?: () => void;
  busy?: boolean;
};

/**
 * The member's questions, all on one list: each one a fieldset whose legend is the question, with
 * radio buttons ('Escolha uma', 'Verdadeiro ou falso') or checkboxes ('Escolha todas as
 * corretas'), so the keyboard (Tab between questions, arrows within) and screen readers work as
 * with any form. Answers are kept by question and option ids, so a shuffled order grades the same.
 * 'Enviar respostas' asks to confirm when questions are unanswered.
 */
export function QuizForm({ questions, shuffle, answers, onChange, onSubmit, busy }: QuizFormProps) {
  const [confirming, setConfirming] = useState(false);
  const shown = useMemo(
    () =>
      shuffle
        ? shuffled(questions, Math.random).map((q) => ({
            ...q,
            options: q.type === 'truefalse' ? q.options : shuffled(q.options, Math.random),
          }))
        : questions,
    [questions, shuffle],
  );
  const unanswered = questions.filter((q) => (answers[q.id] ?? []).length === 0).length;

  const choose = (question: QuizQuestion, optionId: string, checked: boolean) => {
    const current = answers[question.id] ?? [];
    const next =
      question.type === 'multiple'
        ? checked
          ? [...current.filter((id) => id !== optionId), optionId]
          : current.filter((id) => id !== optionId)
        : [optionId];
    onChange({ ...answers, [question.id]: next });
  };

  const send = () => {
    if (unanswered > 0) setConfirming(true);
    else onSubmit?.();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack spacing={3}>
        {shown.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            number={index + 1}
            total={shown.length}
            chosen={answers[question.id] ?? []}
            onChoose={(optionId, checked) => choose(question, optionId, checked)}
          />
        ))}
      </Stack>
      {onSubmit ? (
        <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.sending : t.send}
          </Button>
          {unanswered > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t.unansweredCount(unanswered)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t.confirmUnansweredTitle}
        text={t.confirmUnanswered(unanswered)}
        confirmLabel={t.confirmSend}
        cancelLabel={t.keepAnswering}
        busy={false}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSubmit?.();
        }}
      />
    </Box>
  );
}

function QuestionField(props: {
  question: QuizQuestion;
  number: number;
  total: number;
  chosen: readonly string[];
  onChoose: (optionId: string, checked: boolean) => void;
}) {
  const { question, chosen } = props;
  const legend = (
    <FormLabel
      component="legend"
      sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
    >
      <Typography
        variant="overline"
        component="span"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {t.questionLabel(props.number, props.total)} · {t.types[question.type]}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>
        {question.text}
      </Typography>
    </FormLabel>
  );
  return (
    <FormControl component="fieldset" variant="standard">
      {legend}
      {question.type === 'multiple' ? (
        <FormGroup>
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              control={
                <Checkbox
                  checked={chosen.includes(option.id)}
                  onChange={(event) => props.onChoose(option.id, event.target.checked)}
                />
              }
              label={option.text}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          value={chosen[0] ?? ''}
          onChange={(event) => props.onChoose(event.target.value, true)}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={option.text}
            />
          ))}
        </RadioGroup>
      )}
    </FormControl>
  );
}
