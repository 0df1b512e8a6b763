import { zodResolver } from '@hookform/resolvers/zod';
import {
  callableErrorMessage,
  DEFAULT_QUIZ_SETTINGS,
  FALSE_OPTION_ID,
  QUESTION_TYPES,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  QUIZ_QUESTIONS_MAX,
  QUIZ_WAITS_MINUTES,
  quizFormSchema,
  quizMessages as q,
  TRUE_OPTION_ID,
  type QuestionType,
  type QuizAnswers,
  type QuizFormData,
  type QuizFormQuestion,
  type QuizFormValues,
  type QuizQuestion,
  type QuizTarget,
} from '@app/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Paper,
  Radio,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
} from 'react-hook-form';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { useToast } from '@/lib/use-toast';
import { saveQuiz } from '../api/quizzes';
import { quizEditorMessages as t } from '../messages';
import { QuizForm } from './quiz-form';

type FormControlOf = Control<QuizFormValues, unknown, QuizFormData>;

const newId = () => crypto.randomUUID();

function optionsFor(type: QuestionType): QuizFormQuestion['options'] {
  return type === 'truefalse'
    ? [
        { id: TRUE_OPTION_ID, text: q.trueLabel, correct: true },
        { id: FALSE_OPTION_ID, text: q.falseLabel, correct: false },
      ]
    : [
        { id: newId(), text: '', correct: true },
        { id: newId(), text: '', correct: false },
      ];
}

function newQuestion(type: QuestionType = 'single'): QuizFormQuestion {
  return { id: newId(), type, text: '', explanation: '', options: optionsFor(type) };
}

/** A copy with new ids (the copy is another question: its results are its own). */
function duplicateOf(question: QuizFormValues['questions'][number]): QuizFormQuestion {
  return {
    ...question,
    id: newId(),
    explanation: question.explanation,
    options: question.options.map((o) =>
      question.type === 'truefalse' ? { ...o } : { ...o, id: newId() },
    ),
  };
}

/** The questions as a member would see them, from the form's current values (the preview). */
function asMemberQuestions(values: QuizFormValues['questions']): QuizQuestion[] {
  return values.map((question) => ({
    id: question.id,
    type: question.type,
    text: question.text,
    options: question.options.map((o) => ({ id: o.id, text: o.text })),
  }));
}

type QuizEditorProps = {
  target: QuizTarget;
  /** The stored quiz (questions joined with the key), or null for a new one. */
  initial: QuizFormData | null;
};

/**
 * The admin's quiz editor: questions (add, reorder, duplicate, delete; mark the correct options;
 * an optional explanation), the settings, 'Pré-visualizar como membro' and 'Salvar questionário'.
 * Validated with the domain's quizFormSchema, the same one saveQuiz parses with.
 */
export function QuizEditor({ target, initial }: QuizEditorProps) {
  const toast = useToast();
  const idPrefix = useId();
  const [busy, setBusy] = useState(false);
  const [exists, setExists] = useState(initial !== null);
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<QuizFormValues, unknown, QuizFormData>({
    resolver: zodResolver(quizFormSchema),
    defaultValues: initial ?? { settings: DEFAULT_QUIZ_SETTINGS, questions: [newQuestion()] },
  });
  const { control, handleSubmit, setValue, formState, getValues } = form;
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });

  const save = handleSubmit(
    async (data) => {
      setBusy(true);
      try {
        await saveQuiz(target, data);
        setExists(true);
        toast({ title: t.saved, variant: 'success' });
      } catch (error) {
        toast({ title: callableErrorMessage(error, t.saveError), variant: 'error' });
      } finally {
        setBusy(false);
      }
    },
    () => toast({ title: t.fixErrors, variant: 'error' }),
  );

  const remove = async () => {
    setBusy(true);
    try {
      await saveQuiz(target, null);
      setExists(false);
      setDeleting(false);
      form.reset({ settings: DEFAULT_QUIZ_SETTINGS, questions: [newQuestion()] });
      toast({ title: t.deleted, variant: 'success' });
    } catch (error) {
      toast({ title: callableErrorMessage(error, t.saveError), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const listError =
    formState.errors.questions?.root?.message ?? formState.errors.questions?.message;

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <Stack spacing={2}>
        {questions.fields.map((field, index) => (
          <QuestionEditor
            key={field.key}
            control={control}
            setValue={setValue}
            errors={formState.errors}
            index={index}
            count={questions.fields.length}
            idPrefix={idPrefix}
            onMove={(step) => questions.move(index, index + step)}
            onDuplicate={() =>
              questions.insert(index + 1, duplicateOf(getValues(`questions.${index}`)))
            }
            onRemove={() => questions.remove(index)}
          />
        ))}
        {listError ? <Alert severity="error">{listError}</Alert> : null}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => questions.append(newQuestion())}
            disabled={questions.fields.length >= QUIZ_QUESTIONS_MAX}
          >
            {t.addQuestion}
          </Button>
        </Box>

        <SettingsEditor control={control} idPrefix={idPrefix} target={target} />

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
          <Button
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            onClick={() => setPreviewing(true)}
          >
            {t.preview}
          </Button>
          {exists ? (
            <Button color="error" onClick={() => setDeleting(true)} disabled={busy}>
              {t.deleteQuiz}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      {previewing ? (
        <PreviewDialog
          questions={asMemberQuestions(getValues('questions'))}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t.deleteTitle}
        text={t.deleteText}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.deleting}
        cancelLabel={t.cancel}
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}

function QuestionEditor(props: {
  control: FormControlOf;
  setValue: UseFormSetValue<QuizFormValues>;
  errors: FieldErrors<QuizFormValues>;
  index: number;
  count: number;
  idPrefix: string;
  onMove: (step: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { control, index } = props;
  const n = index + 1;
  const options = useFieldArray({ control, name: `questions.${index}.options`, keyName: 'key' });
  const type = useWatch({ control, name: `questions.${index}.type` });
  const values = useWatch({ control, name: `questions.${index}.options` });
  const optionsError =
    props.errors.questions?.[index]?.options?.root?.message ??
    props.errors.questions?.[index]?.options?.message;
  const headingId = `${props.idPrefix}-q${index}`;

  const markCorrect = (optionIndex: number, checked: boolean) => {
    if (type === 'multiple') {
      props.setValue(`questions.${index}.options.${optionIndex}.correct`, checked, {
        shouldDirty: true,
      });
      return;
    }
    values.forEach((_, i) =>
      props.setValue(`questions.${index}.options.${i}.correct`, i === optionIndex, {
        shouldDirty: true,
      }),
    );
  };

  return (
    <Paper variant="outlined" component="fieldset" aria-labelledby={headingId} sx={{ p: 2, m: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3" id={headingId}>
          {t.question(n)}
        </Typography>
        <Stack direction="row">
          <Tooltip title={t.moveUp(n)}>
            <span>
              <IconButton
                aria-label={t.moveUp(n)}
                disabled={index === 0}
                onClick={() => props.onMove(-1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t.moveDown(n)}>
            <span>
              <IconButton
                aria-label={t.moveDown(n)}
                disabled={index === props.count - 1}
                onClick={() => props.onMove(1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t.duplicate(n)}>
            <span>
              <IconButton
                aria-label={t.duplicate(n)}
                disabled={props.count >= QUIZ_QUESTIONS_MAX}
                onClick={props.onDuplicate}
              >
                <ContentCopyIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t.remove(n)}>
            <IconButton aria-label={t.remove(n)} onClick={props.onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <Controller
          control={control}
          name={`questions.${index}.type`}
          render={({ field }) => (
            <TextField
              select
              id={`${headingId}-type`}
              label={t.questionType}
              value={field.value}
              onChange={(event) => {
                const next = event.target.value as QuestionType;
                const wasTrueFalse = field.value === 'truefalse';
                field.onChange(next);
                if (next === 'truefalse' || wasTrueFalse) options.replace(optionsFor(next));
              }}
              sx={{ maxWidth: 320 }}
            >
              {QUESTION_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {q.types[value]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name={`questions.${index}.text`}
          idPrefix={headingId}
          label={t.questionText}
          multiline
          minRows={2}
          required
        />
        <Stack spacing={1} role="group" aria-label={t.correct}>
          {options.fields.map((option, optionIndex) => {
            const number = optionIndex + 1;
            const correct = values[optionIndex]?.correct ?? false;
            const Mark = type === 'multiple' ? Checkbox : Radio;
            return (
              <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormControlLabel
                  sx={{ mt: 1, mr: 0 }}
                  label={t.correct}
                  control={
                    <Mark
                      checked={correct}
                      onChange={(event) => markCorrect(optionIndex, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t.markCorrect(number) } }}
                    />
                  }
                />
                <FormTextField
                  control={control}
                  name={`questions.${index}.options.${optionIndex}.text`}
                  idPrefix={headingId}
                  label={t.option(number)}
                  disabled={type === 'truefalse'}
                  size="small"
                />
                {type !== 'truefalse' ? (
                  <IconButton
                    aria-label={t.removeOption(number)}
                    disabled={options.fields.length <= QUIZ_OPTIONS_MIN}
                    onClick={() => options.remove(optionIndex)}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </Stack>
            );
          })}
          {optionsError ? <FormHelperText error>{optionsError}</FormHelperText> : null}
          {type !== 'truefalse' ? (
            <Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={options.fields.length >= QUIZ_OPTIONS_MAX}
                onClick={() => options.append({ id: newId(), text: '', correct: false })}
              >
                {t.addOption}
              </Button>
            </Box>
          ) : null}
        </Stack>
        <FormTextField
          control={control}
          name={`questions.${index}.explanation`}
          idPrefix={headingId}
          label={t.explanationLabel}
          multiline
          minRows={1}
        />
      </Stack>
    </Paper>
  );
}

function SettingsEditor(props: { control: FormControlOf; idPrefix: string; target: QuizTarget }) {
  const { control, idPrefix } = props;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t.settings}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Controller
          control={control}
          name="settings.passMark"
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-passMark`}
              type="number"
              label={q.passMarkLabel}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
              }
              slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="settings.maxAttempts"
          render={({ field }) => (
            <TextField
              select
              id={`${idPrefix}-maxAttempts`}
              label={q.attemptsLabel}
              value={field.value === null ? 'unlimited' : String(field.value)}
              onChange={(event) =>
                field.onChange(
                  event.target.value === 'unlimited' ? null : Number(event.target.value),
                )
              }
            >
              <MenuItem value="unlimited">{q.unlimited}</MenuItem>
              {Array.from({ length: QUIZ_ATTEMPTS_MAX }, (_, i) => (
                <MenuItem key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="settings.waitMinutes"
          render={({ field }) => (
            <TextField
              select
              id={`${idPrefix}-waitMinutes`}
              label={q.waitLabel}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {QUIZ_WAITS_MINUTES.map((minutes) => (
                <MenuItem key={minutes} value={String(minutes)}>
                  {q.waits[minutes]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box>
          <FormCheckbox control={control} name="settings.showAnswers" label={q.showAnswersLabel} />
          <FormCheckbox control={control} name="settings.shuffle" label={q.shuffleLabel} />
          {props.target.kind === 'class' ? (
            <>
              <FormCheckbox
                control={control}
                name="settings.requirePass"
                label={q.requirePassLabel}
              />
              <FormHelperText>{t.requirePassHelp}</FormHelperText>
            </>
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}

/** 'Pré-visualizar como membro': the member's list of questions; nothing is sent. */
function PreviewDialog({ questions, onClose }: { questions: QuizQuestion[]; onClose: () => void }) {
  const titleId = useId();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t.previewTitle}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.previewNote}
        </Typography>
        <QuizForm questions={questions} shuffle={false} answers={answers} onChange={setAnswers} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
