// Demo quizzes (docs/quizzes.md), so `npm start` shows the feature: the weekly class semanal-06
// with a quiz that alone completes it ('Concluir só com aprovação') and some results for the
// admin's 'Resultados'; the finance course with a final quiz the subscriber passed, so their
// seeded certificate says 'Aprovado com 100%'. Written as saveQuiz and submitQuiz would leave
// them (the questions apart from the key).
import {
  DEFAULT_QUIZ_SETTINGS,
  FALSE_OPTION_ID,
  quizDocPath,
  quizIdOf,
  quizMessages,
  splitQuiz,
  TRUE_OPTION_ID,
  type QuizFormData,
  type QuizTarget,
} from '@app/domain';
import { DEMO_CERTIFICATE_HOLDER, DEMO_FINAL_QUIZ_SCORE, type SeedDoc } from './demo-content';

/** The demo quizzes' places: a weekly class and the finance course's final quiz. */
export const DEMO_CLASS_QUIZ: QuizTarget = { kind: 'class', id: 'semanal-06' };
export const DEMO_COURSE_QUIZ: QuizTarget = {
  kind: 'course',
  id: DEMO_CERTIFICATE_HOLDER.courseId,
};

const trueFalse = (correct: boolean) => [
  { id: TRUE_OPTION_ID, text: quizMessages.trueLabel, correct },
  { id: FALSE_OPTION_ID, text: quizMessages.falseLabel, correct: !correct },
];

const classQuiz: QuizFormData = {
  settings: { ...DEFAULT_QUIZ_SETTINGS, maxAttempts: 3, waitMinutes: 60, requirePass: true },
  questions: [
    {
      id: 'primeiro-uso',
      type: 'single',
      text: 'Qual é um bom primeiro uso de IA no escritório?',
      explanation: 'Tarefas repetitivas, revisadas por uma pessoa, são o melhor começo.',
      options: [
        { id: 'a', text: 'Rascunhar respostas a e-mails frequentes', correct: true },
        { id: 'b', text: 'Decidir sozinha sobre contratos', correct: false },
        { id: 'c', text: 'Substituir o backup dos arquivos', correct: false },
      ],
    },
    {
      id: 'dados-clientes',
      type: 'multiple',
      text: 'Quais cuidados tomar ao usar IA com dados de clientes?',
      explanation: 'A LGPD vale também para o que você envia às ferramentas.',
      options: [
        { id: 'a', text: 'Não colar dados pessoais sem necessidade', correct: true },
        { id: 'b', text: 'Revisar o que a ferramenta produz', correct: true },
        { id: 'c', text: 'Compartilhar senhas para agilizar', correct: false },
      ],
    },
    {
      id: 'revisao',
      type: 'truefalse',
      text: 'Um texto gerado por IA deve ser revisado antes de ir para o cliente.',
      explanation: '',
      options: trueFalse(true),
    },
  ],
};

const finalQuiz: QuizFormData = {
  settings: { ...DEFAULT_QUIZ_SETTINGS, requirePass: false },
  questions: [
    {
      id: 'reserva',
      type: 'single',
      text: 'Quantos meses de custos uma reserva de emergência deve cobrir, no mínimo?',
      explanation: 'Seis meses é a referência mais usada para autônomos.',
      options: [
        { id: 'a', text: 'Um mês', correct: false },
        { id: 'b', text: 'Seis meses', correct: true },
      ],
    },
    {
      id: 'separar-contas',
      type: 'truefalse',
      text: 'Separar a conta pessoal da conta profissional facilita o controle do caixa.',
      explanation: '',
      options: trueFalse(true),
    },
    {
      id: 'impostos',
      type: 'multiple',
      text: 'Quais destes são regimes tributários?',
      explanation: '',
      options: [
        { id: 'a', text: 'Simples Nacional', correct: true },
        { id: 'b', text: 'Lucro Presumido', correct: true },
        { id: 'c', text: 'Poupança', correct: false },
      ],
    },
  ],
};

function quizDocs(target: QuizTarget, quiz: QuizFormData, updatedAt: Date): SeedDoc[] {
  const { questions, key, settings } = splitQuiz(quiz);
  return [
    { path: quizDocPath(target, 'questions'), data: { questions, settings, updatedAt } },
    { path: quizDocPath(target, 'key'), data: { answers: key, updatedAt } },
  ];
}

export function demoQuizzes(now: Date): SeedDoc[] {
  const HOUR = 3_600_000;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const classQuizId = quizIdOf(DEMO_CLASS_QUIZ);
  const finalQuizId = quizIdOf(DEMO_COURSE_QUIZ);
  return [
    ...quizDocs(DEMO_CLASS_QUIZ, classQuiz, at(72)),
    ...quizDocs(DEMO_COURSE_QUIZ, finalQuiz, at(72)),
    // The subscriber passed the final quiz before the certificate was issued.
    {
      path: `profiles/${DEMO_CERTIFICATE_HOLDER.uid}/quizResults/${finalQuizId}`,
      data: {
        quizId: finalQuizId,
        attempts: 1,
        bestScore: DEMO_FINAL_QUIZ_SCORE,
        lastScore: DEMO_FINAL_QUIZ_SCORE,
        passed: true,
        lastAttemptAt: at(30),
        nextAttemptAt: null,
      },
    },
    {
      path: `profiles/${DEMO_CERTIFICATE_HOLDER.uid}/quizAttempts/${finalQuizId}_1`,
      data: {
        quizId: finalQuizId,
        number: 1,
        score: DEMO_FINAL_QUIZ_SCORE,
        passed: true,
        answers: { reserva: ['b'], 'separar-contas': [TRUE_OPTION_ID], impostos: ['a', 'b'] },
        createdAt: at(30),
      },
    },
    // Some results of the class quiz for the admin's 'Resultados' (5 attempts by 3 members).
    {
      path: `quizStats/${classQuizId}_0`,
      data: {
        quizId: classQuizId,
        attempts: 5,
        passedAttempts: 2,
        scoreSum: 66.6 + 33.3 + 100 + 66.6 + 100,
        members: 3,
        passedMembers: 2,
        wrong: { 'primeiro-uso': 1, 'dados-clientes': 4, revisao: 0 },
        asked: { 'primeiro-uso': 5, 'dados-clientes': 5, revisao: 5 },
      },
    },
    {
      path: `quizStats/${finalQuizId}_0`,
      data: {
        quizId: finalQuizId,
        attempts: 1,
        passedAttempts: 1,
        scoreSum: DEMO_FINAL_QUIZ_SCORE,
        members: 1,
        passedMembers: 1,
        wrong: { reserva: 0, 'separar-contas': 0, impostos: 0 },
        asked: { reserva: 1, 'separar-contas': 1, impostos: 1 },
      },
    },
  ];
}
