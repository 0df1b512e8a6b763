// Demo content: enough for every screen to show something real. Everything is a pure
// function of "now" rounded to the day (or the hour, for live classes), so re-running the seed
// on the same day writes the same documents.
import {
  buildClass,
  buildComment,
  newThreadState,
  buildCourse,
  buildEvent,
  buildLiveClass,
  buildRecentView,
  certificatePdfPath,
  saoPauloToday,
  slugify,
  TOPICS,
  type ClassDocument,
} from '@app/domain';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The subscriber's seeded certificate (shown grouped: FNCS-7KQ4-M2XD). */
export const DEMO_CERTIFICATE_CODE = 'FNCS7KQ4M2XD';
/** Whose it is and for which course (profiles/{uid}/certificates/{courseId}). */
export const DEMO_CERTIFICATE_HOLDER = { uid: 'demo-assinante', courseId: 'curso-financas' };
export const FINANCE_COURSE_TITLE = 'Finanças para Profissionais Liberais';
export const AI_COURSE_TITLE = 'IA Aplicada ao Seu Negócio';
/** The subscriber's best score in the finance course's final quiz (scripts/seed/demo-quizzes.ts). */
export const DEMO_FINAL_QUIZ_SCORE = 100;
const FINANCE_COURSE_HOURS = 12;

export type SeedDoc = { path: string; data: Record<string, unknown> };

const professor = {
  professorName: 'Marina Costa',
  professorDescription:
    'Consultora financeira há 15 anos, ajuda profissionais liberais a organizar e multiplicar a renda.',
  professorLink: 'https://example.com/marina-costa',
};

const weeklyTitles = [
  'Organização financeira para profissionais',
  'Precificação estratégica de serviços',
  'Mindset de crescimento na prática',
  'Marketing digital com orçamento enxuto',
  'Vendas consultivas que fecham',
  'Inteligência artificial no dia a dia do escritório',
  'Contabilidade descomplicada para autônomos',
  'Liderança de pequenas equipes',
  'Fluxo de caixa sem planilhas confusas',
  'Negociação com clientes difíceis',
  'Posicionamento de marca pessoal',
  'Planejamento anual em uma tarde',
];

/** Deterministic 8-character suffix, so the seed's slugs are stable across runs. */
function stableSuffix(id: string): string {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash.toString(36).padStart(8, '0').slice(-8);
}

const slugFor = (id: string, title: string) => `${slugify(title)}-${stableSuffix(id)}`;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Date(date.getTime() + days * DAY).toISOString().slice(0, 10);
}

/**
 * The subscriber's certificate for the finance course, issued yesterday: the member's copy as
 * issueCertificate and renderCertificatePdf leave it (the public record is the same without
 * code and pdfPath).
 */
export function demoCertificate(now: Date) {
  const dayStart = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const issuedAt = new Date(dayStart.getTime() - DAY);
  return {
    name: 'Bruno Assinante',
    courseId: DEMO_CERTIFICATE_HOLDER.courseId,
    courseTitle: FINANCE_COURSE_TITLE,
    hours: FINANCE_COURSE_HOURS,
    completedOn: saoPauloToday(issuedAt),
    issuedAt,
    code: DEMO_CERTIFICATE_CODE,
    pdfPath: certificatePdfPath(DEMO_CERTIFICATE_HOLDER.uid, DEMO_CERTIFICATE_CODE),
    // The course's final quiz, passed (scripts/seed/demo-quizzes.ts).
    quizScore: DEMO_FINAL_QUIZ_SCORE,
  };
}

export function demoContent(now: Date): SeedDoc[] {
  const dayStart = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const hourStart = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const daysAgo = (days: number) => new Date(dayStart.getTime() - days * DAY);
  const docs: SeedDoc[] = [];
  const author = { authorId: 'demo-admin', authorName: 'Ana Administradora' };

  for (const topic of TOPICS) {
    docs.push({ path: `themes/${topic.id}`, data: { name: topic.name } });
    docs.push({ path: `mainThemes/${topic.id}`, data: { name: topic.name } });
  }

  weeklyTitles.forEach((title, index) => {
    const number = index + 1;
    const id = `semanal-${String(number).padStart(2, '0')}`;
    const topic = TOPICS[index % TOPICS.length]!;
    const createdAt = daysAgo((weeklyTitles.length - index) * 7);
    docs.push({
      path: `classes/${id}`,
      data: buildClass({
        title,
        description: `Aula ${number} da trilha semanal: ${title.toLowerCase()}, com exemplos reais e um plano de ação para aplicar ainda nesta semana.`,
        slug: slugFor(id, title),
        videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        coverUrl: null,
        classNumber: number,
        duration: '45 min',
        ...professor,
        type: 'SEMANAL',
        courseId: null,
        mainThemeId: topic.id,
        mainThemeName: topic.name,
        themeIds: [topic.id, TOPICS[(index + 1) % TOPICS.length]!.id],
        attachments:
          number === 1
            ? [
                {
                  id: 'guia-financeiro',
                  name: 'Guia de organização financeira.pdf',
                  path: `attachments/${id}/guia-financeiro.pdf`,
                  contentType: 'application/pdf',
                  size: demoPdf.length,
                },
              ]
            : [],
        referencedClassId: null,
        ...author,
        createdAt,
      }),
    });
  });

  const insights = [
    { title: 'Três erros ao precificar', references: 2 },
    { title: 'O hábito que muda sua semana', references: 3 },
    { title: 'Um prompt para revisar contratos', references: 6 },
    { title: 'Quando dizer não a um cliente', references: 10 },
  ];
  insights.forEach((insight, index) => {
    const id = `insight-${index + 1}`;
    const createdAt = daysAgo(20 - index * 5);
    docs.push({
      path: `classes/${id}`,
      data: buildClass({
        title: insight.title,
        description: `Um insight curto e direto: ${insight.title.toLowerCase()}, em poucos minutos e com um exemplo prático.`,
        slug: slugFor(id, insight.title),
        videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        coverUrl: null,
        classNumber: null,
        duration: '5 min',
        ...professor,
        type: 'INSIGHT',
        courseId: null,
        mainThemeId: 'mindset',
        mainThemeName: 'Mindset',
        themeIds: ['mindset'],
        attachments: [],
        referencedClassId: `semanal-${String(insight.references).padStart(2, '0')}`,
        ...author,
        createdAt,
      }),
    });
  });

  const courses = [
    {
      id: 'curso-financas',
      hours: FINANCE_COURSE_HOURS,
      title: FINANCE_COURSE_TITLE,
      description:
        'Do controle do mês ao planejamento de longo prazo: um curso completo para organizar a vida financeira de quem trabalha por conta própria.',
      classes: ['Diagnóstico financeiro', 'Reserva de emergência', 'Investimentos para começar'],
    },
    {
      id: 'curso-ia',
      hours: null,
      title: AI_COURSE_TITLE,
      description:
        'Ferramentas de inteligência artificial para atender, vender e produzir mais, com segurança e sem jargão técnico.',
      classes: [
        'Primeiros passos com IA',
        'Automatizando o atendimento',
        'IA para conteúdo',
        'Ética e privacidade',
      ],
    },
  ];
  courses.forEach((course, courseIndex) => {
    const createdAt = daysAgo(60 - courseIndex * 10);
    docs.push({
      path: `courses/${course.id}`,
      data: buildCourse({
        title: course.title,
        description: course.description,
        coverUrl: null,
        ...professor,
        hours: course.hours,
        createdAt,
      }),
    });
    course.classes.forEach((title, index) => {
      const id = `${course.id}-aula-${index + 1}`;
      const classCreatedAt = new Date(createdAt.getTime() + index * HOUR);
      docs.push({
        path: `classes/${id}`,
        data: buildClass({
          title,
          description: `${title}: aula ${index + 1} do curso ${course.title}, com exercícios para fazer em casa.`,
          slug: slugFor(id, title),
          videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          coverUrl: null,
          classNumber: null,
          duration: '30 min',
          ...professor,
          type: 'CURSO',
          courseId: course.id,
          mainThemeId: null,
          mainThemeName: null,
          themeIds: [],
          attachments: [],
          referencedClassId: null,
          ...author,
          createdAt: classCreatedAt,
        }),
      });
    });
  });

  const today = saoPauloToday(now);
  const events = [
    {
      id: 'evento-mentoria',
      title: 'Mentoria coletiva de finanças',
      offset: 2,
      start: '19:00',
      end: '21:00',
    },
    {
      id: 'evento-networking',
      title: 'Encontro de networking',
      offset: 9,
      start: '18:30',
      end: null,
    },
    {
      id: 'evento-workshop-ia',
      title: 'Workshop de IA aplicada',
      offset: 16,
      start: '10:00',
      end: '12:00',
    },
    { id: 'evento-hoje', title: 'Plantão de dúvidas', offset: 0, start: '20:00', end: '21:00' },
    {
      id: 'evento-passado-1',
      title: 'Live de abertura da turma',
      offset: -5,
      start: '19:00',
      end: '20:30',
    },
    {
      id: 'evento-passado-2',
      title: 'Café com especialistas',
      offset: -21,
      start: '09:00',
      end: null,
    },
  ];
  for (const event of events) {
    docs.push({
      path: `events/${event.id}`,
      data: buildEvent({
        title: event.title,
        description: 'Encontro online exclusivo para alunos, com espaço para perguntas.',
        date: addDays(today, event.offset),
        startTime: event.start,
        endTime: event.end,
        place: 'Online (link enviado por e-mail)',
        professor: 'Marina Costa',
        createdAt: daysAgo(30),
      }),
    });
  }

  const live = [
    {
      id: 'ao-vivo-agora',
      title: 'Aula ao vivo: tire suas dúvidas de vendas',
      start: -HOUR,
      end: 3 * HOUR,
    },
    {
      id: 'ao-vivo-amanha',
      title: 'Aula ao vivo: planejamento tributário',
      start: 26 * HOUR,
      end: 28 * HOUR,
    },
    {
      id: 'ao-vivo-passada',
      title: 'Aula ao vivo: revisão do mês',
      start: -50 * HOUR,
      end: -48 * HOUR,
    },
  ];
  for (const liveClass of live) {
    const startsAt = new Date(hourStart.getTime() + liveClass.start);
    docs.push({
      path: `liveClasses/${liveClass.id}`,
      data: buildLiveClass({
        title: liveClass.title,
        description: 'Sessão ao vivo com a professora, pelo link externo.',
        coverUrl: null,
        startsAt,
        endsAt: new Date(hourStart.getTime() + liveClass.end),
        createdBy: 'demo-admin',
        createdAt: daysAgo(3),
      }),
    });
    // The room's link: private (liveClassRooms), handed out by joinLiveClass inside the window.
    docs.push({
      path: `liveClassRooms/${liveClass.id}`,
      data: { externalLink: 'https://meet.example.com/escola-estrategica', updatedAt: daysAgo(3) },
    });
  }
  // Bruno attended last month's review: the admin sees 'Presença (1)', he sees 'Você participou'.
  const attendedAt = new Date(hourStart.getTime() - 50 * HOUR + 5 * 60_000);
  docs.push({
    path: 'liveAttendance/ao-vivo-passada_demo-assinante',
    data: {
      liveClassId: 'ao-vivo-passada',
      uid: 'demo-assinante',
      name: 'Bruno Assinante',
      email: 'assinante@demo.test',
      firstJoinedAt: attendedAt,
      lastJoinedAt: attendedAt,
      joins: 1,
    },
  });

  const comments = [
    {
      id: 'c1',
      classId: 'semanal-01',
      userId: 'demo-assinante',
      userName: 'Bruno Assinante',
      userRole: 'ALUNO',
      text: 'Aula excelente, já montei meu orçamento do mês!',
    },
    {
      id: 'c2',
      classId: 'semanal-01',
      userId: 'demo-admin',
      userName: 'Ana Administradora',
      userRole: 'ADMIN',
      text: 'Que bom, Bruno! O material de apoio tem a planilha.',
    },
    {
      id: 'c3',
      classId: 'semanal-02',
      userId: 'demo-aluno',
      userName: 'Carla Aluna',
      userRole: 'ALUNO',
      text: 'Vou revisar meus preços esta semana.',
    },
  ];
  comments.forEach((comment, index) => {
    const classDoc = docs.find((doc) => doc.path === `classes/${comment.classId}`)!;
    docs.push({
      path: `classes/${comment.classId}/comments/${comment.id}`,
      data: buildComment({
        userId: comment.userId,
        userName: comment.userName,
        userRole: comment.userRole,
        userAvatarUrl: null,
        text: comment.text,
        classId: comment.classId,
        classTitle: classDoc.data.title as string,
        classSlug: classDoc.data.slug as string,
        createdAt: daysAgo(3 - index),
        // What the functions' thread trigger writes (functions/src/comments), so the moderation
        // queue is right from the start without waiting for it.
        ...newThreadState(comment.userRole),
      }),
    });
  });

  for (const [classId, userId, value] of [
    ['semanal-01', 'demo-assinante', 5],
    ['semanal-01', 'demo-aluno', 4],
    ['semanal-02', 'demo-assinante', 4],
  ] as const) {
    docs.push({
      path: `classes/${classId}/ratings/${userId}`,
      data: { userId, value, updatedAt: daysAgo(2) },
    });
  }

  // The class the subscriber opened yesterday and did not complete: the dashboard's
  // 'Continue de onde parou' card shows it (recent-view.ts).
  const opened = docs.find((doc) => doc.path === 'classes/semanal-02')!.data as ClassDocument<Date>;
  docs.push({
    path: 'profiles/demo-assinante/recentViews/semanal-02',
    data: buildRecentView('semanal-02', opened, daysAgo(1)),
  });

  docs.push({
    path: 'profiles/demo-assinante/completions/semanal-01',
    data: { classId: 'semanal-01', courseId: null, completedAt: daysAgo(2) },
  });
  // The subscriber finished the finance course (12 hours) yesterday: every class completed and
  // the certificate the issueCertificate function would have issued, under a fixed code so the
  // seed stays idempotent (the function ignores completions dated before its event).
  const financeClasses = docs.filter((doc) => doc.data.courseId === 'curso-financas');
  for (const cls of financeClasses) {
    const classId = cls.path.slice('classes/'.length);
    docs.push({
      path: `profiles/demo-assinante/completions/${classId}`,
      data: { classId, courseId: 'curso-financas', completedAt: daysAgo(1) },
    });
  }
  const { code, pdfPath, ...certificate } = demoCertificate(now);
  docs.push({ path: `certificates/${code}`, data: certificate });
  docs.push({
    path: `profiles/${DEMO_CERTIFICATE_HOLDER.uid}/certificates/${DEMO_CERTIFICATE_HOLDER.courseId}`,
    data: { ...certificate, code, pdfPath },
  });

  return withRatingTotals(docs);
}

/**
 * Puts on each rated class the ratingCount/ratingSum the ratings trigger would compute from the
 * seeded ratings, so a class is written once with its final data: the trigger then finds nothing
 * to change, and a re-run writes the same documents.
 */
export function withRatingTotals(docs: SeedDoc[]): SeedDoc[] {
  const totals = new Map<string, { ratingCount: number; ratingSum: number }>();
  for (const doc of docs) {
    const match = /^classes\/([^/]+)\/ratings\/[^/]+$/.exec(doc.path);
    if (!match) continue;
    const total = totals.get(match[1]!) ?? { ratingCount: 0, ratingSum: 0 };
    total.ratingCount += 1;
    total.ratingSum += doc.data.value as number;
    totals.set(match[1]!, total);
  }
  return docs.map((doc) => {
    const classId = /^classes\/([^/]+)$/.exec(doc.path)?.[1];
    const total = classId === undefined ? undefined : totals.get(classId);
    return total ? { ...doc, data: { ...doc.data, ...total } } : doc;
  });
}

/** A one-page PDF, so the attachment download has a real file behind it. */
export const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 58>>stream\nBT /F1 18 Tf 20 70 Td (Guia de organizacao financeira) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
