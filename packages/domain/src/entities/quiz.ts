// Quizzes ('Questionário'): one attached to a class (after its video) or a course's final quiz.
// The quiz is stored in two documents so the answer key never reaches a member's browser:
//   classes/{classId}/quiz/questions, courses/{courseId}/quiz/questions: the questions and
//     options without correctness, and the settings: read by whoever can read the class (course).
//   classes/{classId}/quiz/key, courses/{courseId}/quiz/key: the correct options and the
//     explanations: admins only.
// Both are written only by the saveQuiz function. A member's attempts are
// profiles/{uid}/quizAttempts/{quizId}_{n} and their summary profiles/{uid}/quizResults/{quizId},
// written only by submitQuiz (docs/quizzes.md).
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

// --- Limits ----------------------------------------------------------------------------------
export const QUIZ_QUESTIONS_MIN = 1;
export const QUIZ_QUESTIONS_MAX = 50;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 6;
export const QUIZ_QUESTION_TEXT_MAX = 1000;
export const QUIZ_OPTION_TEXT_MAX = 300;
export const QUIZ_EXPLANATION_MAX = 2000;
export const QUIZ_PASS_MARK_DEFAULT = 70;
export const QUIZ_PASS_MARK_MIN = 1;
export const QUIZ_PASS_MARK_MAX = 100;
export const QUIZ_ATTEMPTS_MIN = 1;
export const QUIZ_ATTEMPTS_MAX = 10;
/** Wait between attempts, in minutes: none, 1 h, 24 h. */
export const QUIZ_WAITS_MINUTES = [0, 60, 1440] as const;
export type QuizWaitMinutes = (typeof QUIZ_WAITS_MINUTES)[number];
/** Ids of questions and options: short, made by the editor, kept across edits. */
export const QUIZ_ID_MAX = 40;
/** Shards of a quiz's results counters (quizStats/{quizId}_{n}): spread a busy quiz's writes. */
export const QUIZ_STATS_SHARDS = 4;

export const QUESTION_TYPES = ['single', 'multiple', 'truefalse'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A true/false question's two options, always these ids. */
export const TRUE_OPTION_ID = 'verdadeiro';
export const FALSE_OPTION_ID = 'falso';

export const QUIZ_DOCS = { questions: 'questions', key: 'key' } as const;

export const quizMessages = {
  title: 'Questionário',
  finalTitle: 'Questionário final',
  types: {
    single: 'Escolha uma',
    multiple: 'Escolha todas as corretas',
    truefalse: 'Verdadeiro ou falso',
  } satisfies Record<QuestionType, string>,
  trueLabel: 'Verdadeiro',
  falseLabel: 'Falso',
  // Validation
  questionsMin: 'Adicione pelo menos uma questão',
  questionsMax: `Um questionário pode ter no máximo ${QUIZ_QUESTIONS_MAX} questões`,
  questionTextRequired: 'Escreva o enunciado da questão',
  questionTextMax: `O enunciado pode ter no máximo ${QUIZ_QUESTION_TEXT_MAX} caracteres`,
  optionTextRequired: 'Escreva o texto da alternativa',
  optionTextMax: `A alternativa pode ter no máximo ${QUIZ_OPTION_TEXT_MAX} caracteres`,
  optionsMin: `Cada questão precisa de pelo menos ${QUIZ_OPTIONS_MIN} alternativas`,
  optionsMax: `Cada questão pode ter no máximo ${QUIZ_OPTIONS_MAX} alternativas`,
  explanationMax: `A explicação pode ter no máximo ${QUIZ_EXPLANATION_MAX} caracteres`,
  singleNeedsOne: 'Marque exatamente uma alternativa correta',
  multipleNeedsOne: 'Marque pelo menos uma alternativa correta',
  trueFalseOptions: 'Verdadeiro ou falso tem exatamente as alternativas Verdadeiro e Falso',
  duplicateIds: 'Questões ou alternativas repetidas',
  passMarkInvalid: 'A nota mínima deve ser um número inteiro entre 1 e 100',
  attemptsInvalid: 'Tentativas: de 1 a 10, ou ilimitadas',
  waitInvalid: 'Espera entre tentativas inválida',
  invalidId: 'Identificador inválido',
  // The member's side
  take: 'Fazer questionário',
  send: 'Enviar respostas',
  sending: 'Enviando…',
  confirmUnansweredTitle: 'Enviar com questões sem resposta?',
  confirmUnanswered: (n: number) =>
    n === 1
      ? 'Uma questão está sem resposta e contará como errada.'
      : `${n} questões estão sem resposta e contarão como erradas.`,
  confirmSend: 'Enviar assim mesmo',
  keepAnswering: 'Continuar respondendo',
  passed: (score: number) => `Aprovado com ${score}%`,
  failed: (score: number, passMark: number) => `Não foi desta vez: ${score}% (mínimo ${passMark}%)`,
  retry: 'Tentar de novo',
  retryAt: (time: string) => `Você poderá tentar de novo às ${time}`,
  noAttemptsLeft: 'Você já usou todas as tentativas deste questionário.',
  attemptsLeft: (n: number) => (n === 1 ? 'Resta 1 tentativa.' : `Restam ${n} tentativas.`),
  bestScore: (score: number) => `Sua melhor nota: ${score}%`,
  passMarkInfo: (passMark: number, questions: number) =>
    `${questions === 1 ? '1 questão' : `${questions} questões`} · nota mínima ${passMark}%`,
  requiredToComplete: 'Para concluir esta aula, seja aprovado no questionário.',
  completeByPassing: 'Conclua pelo questionário',
  finalRequired: 'O certificado deste curso é emitido após a aprovação no questionário final.',
  right: 'Resposta correta',
  wrong: 'Resposta incorreta',
  correctAnswer: 'Resposta certa:',
  explanation: 'Explicação:',
  questionLabel: (n: number, total: number) => `Questão ${n} de ${total}`,
  unansweredCount: (n: number) => (n === 1 ? '1 sem resposta' : `${n} sem resposta`),
  draftKept: 'Suas respostas ficam salvas neste aparelho até você enviar.',
  loadError: 'Não foi possível carregar o questionário. Tente novamente.',
  sendError: 'Não foi possível enviar suas respostas. Tente novamente.',
  // Settings
  passMarkLabel: 'Nota mínima para aprovação (%)',
  attemptsLabel: 'Tentativas permitidas',
  unlimited: 'Ilimitadas',
  waitLabel: 'Espera entre tentativas',
  waits: { 0: 'Nenhuma', 60: '1 hora', 1440: '24 horas' } satisfies Record<QuizWaitMinutes, string>,
  showAnswersLabel: 'Mostrar respostas corretas depois',
  shuffleLabel: 'Embaralhar questões e alternativas',
  requirePassLabel: 'Concluir só com aprovação',
} as const;

// --- Stored documents ------------------------------------------------------------------------

const quizIdField = z
  .string({ error: quizMessages.invalidId })
  .min(1, quizMessages.invalidId)
  .max(QUIZ_ID_MAX, quizMessages.invalidId)
  .regex(/^[A-Za-z0-9_-]+$/, quizMessages.invalidId);

export const quizSettingsSchema = z.object({
  passMark: z
    .number({ error: quizMessages.passMarkInvalid })
    .int(quizMessages.passMarkInvalid)
    .min(QUIZ_PASS_MARK_MIN, quizMessages.passMarkInvalid)
    .max(QUIZ_PASS_MARK_MAX, quizMessages.passMarkInvalid),
  /** null: unlimited. */
  maxAttempts: z
    .number({ error: quizMessages.attemptsInvalid })
    .int(quizMessages.attemptsInvalid)
    .min(QUIZ_ATTEMPTS_MIN, quizMessages.attemptsInvalid)
    .max(QUIZ_ATTEMPTS_MAX, quizMessages.attemptsInvalid)
    .nullable(),
  waitMinutes: z.union(
    QUIZ_WAITS_MINUTES.map((minutes) => z.literal(minutes)),
    { error: quizMessages.waitInvalid },
  ),
  showAnswers: z.boolean(),
  shuffle: z.boolean(),
  /** Class quizzes: the class is completed only by passing (no button, no watching). */
  requirePass: z.boolean(),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  passMark: QUIZ_PASS_MARK_DEFAULT,
  maxAttempts: null,
  waitMinutes: 0,
  showAnswers: true,
  shuffle: false,
  requirePass: false,
};

const optionSchema = z.object({ id: quizIdField, text: z.string() });
/** One question as members see it: no correctness anywhere. */
export const quizQuestionSchema = z.object({
  id: quizIdField,
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  options: z.array(optionSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** .../quiz/questions: what members read. */
export const quizSchema = z.object({
  questions: z.array(quizQuestionSchema),
  settings: quizSettingsSchema,
  updatedAt: timestampLikeSchema,
});
export type Quiz = z.infer<typeof quizSchema>;

/** One question's key: the correct options' ids and the optional explanation. */
export const quizKeyEntrySchema = z.object({
  questionId: z.string(),
  correct: z.array(z.string()),
  explanation: z.string().nullish(),
});
export type QuizKeyEntry = z.infer<typeof quizKeyEntrySchema>;

/** .../quiz/key: admins only. */
export const quizKeySchema = z.object({
  answers: z.array(quizKeyEntrySchema),
  updatedAt: timestampLikeSchema,
});
export type QuizKey = z.infer<typeof quizKeySchema>;

/** profiles/{uid}/quizResults/{quizId}: the member's summary, written by submitQuiz only. */
export const quizResultSchema = z.object({
  quizId: z.string(),
  attempts: z.number().int().min(0),
  /** Percent with one decimal, floored (69.9 stays under a 70 pass mark). */
  bestScore: z.number(),
  lastScore: z.number(),
  passed: z.boolean(),
  lastAttemptAt: timestampLikeSchema,
  /** When the next attempt is allowed (the wait between attempts); null: now. */
  nextAttemptAt: timestampLikeSchema.nullish(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** profiles/{uid}/quizAttempts/{quizId}_{n}: one attempt, written by submitQuiz only. */
export const quizAttemptSchema = z.object({
  quizId: z.string(),
  number: z.number().int().min(1),
  score: z.number(),
  passed: z.boolean(),
  answers: z.record(z.string(), z.array(z.string())),
  createdAt: timestampLikeSchema,
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** quizStats/{quizId}_{n}: a share of a quiz's results, kept by submitQuiz (admins read). */
export const quizStatsShardSchema = z.object({
  quizId: z.string(),
  attempts: z.number().default(0),
  passedAttempts: z.number().default(0),
  /** Sum of the attempts' scores (percent), for the average. */
  scoreSum: z.number().default(0),
  /** Members who tried, and who passed (each counted once: first attempt, first pass). */
  members: z.number().default(0),
  passedMembers: z.number().default(0),
  /** Per question id: how many attempts answered it wrong (unanswered is wrong) and saw it. */
  wrong: z.record(z.string(), z.number()).default({}),
  asked: z.record(z.string(), z.number()).default({}),
});
export type QuizStatsShard = z.infer<typeof quizStatsShardSchema>;

// --- Where a quiz lives -----------------------------------------------------------------------

export type QuizTarget = { kind: 'class'; id: string } | { kind: 'course'; id: string };
export const QUIZ_TARGET_KINDS = ['class', 'course'] as const;

/** The quiz's id in results, attempts and stats: `aula-{classId}` or `curso-{courseId}`. */
export function quizIdOf(target: QuizTarget): string {
  return `${target.kind === 'class' ? 'aula' : 'curso'}-${target.id}`;
}

/** Path of a quiz's document ('questions' or 'key'), from the class or course. */
export function quizDocPath(target: QuizTarget, part: keyof typeof QUIZ_DOCS): string {
  return `${target.kind === 'class' ? 'classes' : 'courses'}/${target.id}/quiz/${QUIZ_DOCS[part]}`;
}

/** The stats shard ids of a quiz. */
export function quizStatsIds(quizId: string): string[] {
  return Array.from({ length: QUIZ_STATS_SHARDS }, (_, n) => `${quizId}_${n}`);
}

// --- The editor's form -------------------------------------------------------------------------

export const quizFormOptionSchema = z.object({
  id: quizIdField,
  text: z
    .string()
    .trim()
    .min(1, quizMessages.optionTextRequired)
    .max(QUIZ_OPTION_TEXT_MAX, quizMessages.optionTextMax),
  correct: z.boolean(),
});

export const quizFormQuestionSchema = z
  .object({
    id: quizIdField,
    type: z.enum(QUESTION_TYPES),
    text: z
      .string()
      .trim()
      .min(1, quizMessages.questionTextRequired)
      .max(QUIZ_QUESTION_TEXT_MAX, quizMessages.questionTextMax),
    options: z
      .array(quizFormOptionSchema)
      .min(QUIZ_OPTIONS_MIN, quizMessages.optionsMin)
      .max(QUIZ_OPTIONS_MAX, quizMessages.optionsMax),
    explanation: z.string().trim().max(QUIZ_EXPLANATION_MAX, quizMessages.explanationMax),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((o) => o.correct).length;
    if (question.type === 'truefalse') {
      const ids = question.options.map((o) => o.id).sort();
      if (ids.join() !== [FALSE_OPTION_ID, TRUE_OPTION_ID].join()) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: quizMessages.trueFalseOptions });
      }
    }
    if (question.type !== 'multiple' && correct !== 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: quizMessages.singleNeedsOne });
    }
    if (question.type === 'multiple' && correct < 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: quizMessages.multipleNeedsOne });
    }
    if (new Set(question.options.map((o) => o.id)).size !== question.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: quizMessages.duplicateIds });
    }
  });
export type QuizFormQuestion = z.infer<typeof quizFormQuestionSchema>;

export const quizFormSchema = z.object({
  questions: z
    .array(quizFormQuestionSchema)
    .min(QUIZ_QUESTIONS_MIN, quizMessages.questionsMin)
    .max(QUIZ_QUESTIONS_MAX, quizMessages.questionsMax)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, quizMessages.duplicateIds),
  settings: quizSettingsSchema,
});
export type QuizFormValues = z.input<typeof quizFormSchema>;
export type QuizFormData = z.output<typeof quizFormSchema>;

/** Splits the editor's quiz into what members read and the key (admins only). */
export function splitQuiz(form: QuizFormData): {
  questions: QuizQuestion[];
  key: QuizKeyEntry[];
  settings: QuizSettings;
} {
  return {
    questions: form.questions.map((q) => ({
      id: q.id,
      type: q.type,
      text: q.text,
      options: q.options.map((o) => ({ id: o.id, text: o.text })),
    })),
    key: form.questions.map((q) => ({
      questionId: q.id,
      correct: q.options.filter((o) => o.correct).map((o) => o.id),
      explanation: q.explanation === '' ? null : q.explanation,
    })),
    settings: form.settings,
  };
}

/** The editor's values back from the two stored documents. */
export function joinQuiz(
  quiz: Pick<Quiz, 'questions' | 'settings'>,
  key: Pick<QuizKey, 'answers'> | null,
): QuizFormData {
  const byQuestion = new Map((key?.answers ?? []).map((entry) => [entry.questionId, entry]));
  return {
    settings: quiz.settings,
    questions: quiz.questions.map((q) => {
      const entry = byQuestion.get(q.id);
      return {
        id: q.id,
        type: q.type,
        text: q.text,
        explanation: entry?.explanation ?? '',
        options: q.options.map((o) => ({
          id: o.id,
          text: o.text,
          correct: entry?.correct.includes(o.id) ?? false,
        })),
      };
    }),
  };
}
