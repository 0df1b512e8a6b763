// The summaries behind /dashboard/indicadores, written only by functions and read only by admins:
// - insightWeeks/{segunda}_{n}: one of INSIGHT_SHARDS documents per São Paulo week, each taking
//   a share of the week's counts as they happen (members active, class openings and completions
//   per day and class, sales, renewals, refunds), so a popular class spreads its writes;
// - courseFunnels/{courseId} (the course's classes in order) and courseFunnels/{courseId}/shards/{n}
//   (how many members completed each class, spread the same way);
// - insights/overview: what the nightly job reads from the profiles (members by status, with
//   access, at risk) and the list of courses for the funnel;
// - insightEvents/{id}: which events were already counted (a retried trigger counts once);
// - insightCompletions/{uid}_{classId}: each completion in the counts, and on which day, so that
//   undoing it takes off what was added;
// - insightCorrections/{id}: each difference the nightly reconciliation found and corrected.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

export const INSIGHT_COLLECTIONS = {
  weeks: 'insightWeeks',
  funnels: 'courseFunnels',
  funnelShards: 'shards',
  overview: 'insights',
  events: 'insightEvents',
  completionMarks: 'insightCompletions',
  corrections: 'insightCorrections',
} as const;
export const INSIGHT_OVERVIEW_ID = 'overview';

const counter = z.number().int().catch(0);
const countsByDayAndClass = z.record(z.string(), z.record(z.string(), z.number()));

export const insightWeekShardSchema = z.object({
  week: z.string(),
  active: counter.default(0),
  sales: counter.default(0),
  renewals: counter.default(0),
  refunds: counter.default(0),
  /** opens[dia][aula], completions[dia][aula]: São Paulo days of this week. */
  opens: countsByDayAndClass.default({}),
  completions: countsByDayAndClass.default({}),
  /** The title of each class opened this week, for the most watched list. */
  titles: z.record(z.string(), z.string()).default({}),
});
export type InsightWeekShard = z.infer<typeof insightWeekShardSchema>;

export const courseFunnelSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  classes: z.array(z.object({ id: z.string(), title: z.string() })),
  computedAt: timestampLikeSchema,
});
export type CourseFunnel = z.infer<typeof courseFunnelSchema>;

export const courseFunnelShardSchema = z.object({
  completions: z.record(z.string(), z.number()).default({}),
});

/** The statuses the page counts: a member whose access ends soon is still 'Ativo' here. */
export const INSIGHT_STATUSES = ['active', 'expired', 'cancelled', 'partner', 'no-plan'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

/** Every status at zero: the counts before any member is counted, or before the first night. */
export const noStatusCounts = (): Record<InsightStatus, number> =>
  Object.fromEntries(INSIGHT_STATUSES.map((status) => [status, 0])) as Record<
    InsightStatus,
    number
  >;

export const atRiskMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  lastActiveOn: z.string().nullable(),
  validUntil: timestampLikeSchema.nullable(),
  reasons: z.array(z.enum(['inactive', 'ending'])),
});
export type AtRiskMember = z.infer<typeof atRiskMemberSchema>;

export const insightOverviewSchema = z.object({
  computedAt: timestampLikeSchema,
  statusCounts: z.record(z.enum(INSIGHT_STATUSES), z.number()),
  withAccess: z.number(),
  /** Members with access as each nightly run saw them, by week. */
  withAccessByWeek: z.record(z.string(), z.number()).default({}),
  atRisk: z.array(atRiskMemberSchema),
  atRiskTotal: z.number(),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type InsightOverview = z.infer<typeof insightOverviewSchema>;

export const insightCorrectionSchema = z.object({
  kind: z.enum(['purchases', 'funnel']),
  key: z.string(),
  field: z.string(),
  expected: z.number(),
  found: z.number(),
  correctedAt: timestampLikeSchema,
});
export type InsightCorrection = z.infer<typeof insightCorrectionSchema>;

export const insightsMessages = {
  menu: 'Indicadores',
  title: 'Indicadores',
  intro:
    'Os números da semana: quem está ativo, quem pode sair, quais aulas prendem a atenção e o que as vendas fizeram.',
  updatedAt: (when: string) => `Situação dos membros atualizada em ${when}`,
  notComputed: 'A situação dos membros ainda não foi calculada; ela é atualizada toda noite.',
  loadError: 'Não foi possível carregar os indicadores. Tente novamente.',
  retry: 'Tentar de novo',
  exportCsv: 'Exportar CSV',
  tableOf: (chart: string) => `Tabela: ${chart}`,
  week: 'Semana',
  // Membros ativos por semana
  activeTitle: 'Membros ativos por semana',
  activeDescription:
    'Membros que abriram pelo menos uma aula na semana (semanas de segunda a domingo, horário de Brasília).',
  activeSeries: 'Membros ativos',
  withAccessSeries: 'Total com acesso',
  activeEmpty: 'Nenhum membro abriu aulas nas últimas 12 semanas.',
  // Membros por situação
  statusTitle: 'Membros por situação',
  statusDescription: 'Cada situação leva ao console de membros filtrado por ela.',
  statusColumn: 'Situação',
  membersColumn: 'Membros',
  statusLabels: {
    active: 'Ativo',
    expired: 'Expirado',
    cancelled: 'Cancelado',
    partner: 'Parceiro',
    'no-plan': 'Sem plano',
  } satisfies Record<InsightStatus, string>,
  // Vendas
  salesTitle: 'Vendas, renovações e reembolsos por semana',
  sales: 'Vendas',
  renewals: 'Renovações',
  refunds: 'Reembolsos',
  salesEmpty: 'Nenhuma venda, renovação ou reembolso nas últimas 12 semanas.',
  // Aulas mais assistidas
  topTitle: 'Aulas mais assistidas',
  topDescription: 'Nos últimos 30 dias: aberturas e conclusões.',
  classColumn: 'Aula',
  opens: 'Aberturas',
  completions: 'Conclusões',
  topEmpty: 'Nenhuma aula foi aberta nos últimos 30 dias.',
  // Funil do curso
  funnelTitle: 'Funil do curso',
  funnelDescription: 'Quantos membros concluíram cada aula, na ordem do curso.',
  courseLabel: 'Curso',
  noCourses: 'Nenhum curso cadastrado.',
  funnelEmpty: 'Este curso ainda não tem aulas.',
  positionColumn: 'Nº',
  dropColumn: 'Perda',
  largestDrop: (title: string, drop: number) =>
    `Maior perda: ${drop} ${drop === 1 ? 'membro' : 'membros'} antes de “${title}”.`,
  // Em risco
  atRiskTitle: 'Em risco',
  atRiskDescription:
    'Membros com acesso que não abrem uma aula há 14 dias ou cujo acesso termina em até 7 dias.',
  atRiskEmpty: 'Nenhum membro em risco.',
  atRiskMore: (shown: number, total: number) =>
    `Mostrando os ${shown} mais urgentes de ${total} membros em risco.`,
  nameColumn: 'Membro',
  emailColumn: 'E-mail',
  lastActivityColumn: 'Última atividade',
  accessEndsColumn: 'Acesso até',
  reasonColumn: 'Motivo',
  never: 'Nunca abriu uma aula',
  reasons: { inactive: 'Sem abrir aulas há 14 dias', ending: 'Acesso termina em até 7 dias' },
  openMember: (name: string) => `Abrir ${name} no console de membros`,
} as const;
