// The words of the admin indicators page (/dashboard/indicadores).
import type { IndicatorStatus } from '@app/domain';

export const indicatorsMessages = {
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
  } satisfies Record<IndicatorStatus, string>,
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
    'Membros com acesso que não abrem uma aula há 14 dias, cujo acesso termina em até 7 dias ou que faltaram às 4 últimas aulas ao vivo sem assistir às gravações.',
  atRiskEmpty: 'Nenhum membro em risco.',
  atRiskMore: (shown: number, total: number) =>
    `Mostrando os ${shown} mais urgentes de ${total} membros em risco.`,
  nameColumn: 'Membro',
  emailColumn: 'E-mail',
  lastActivityColumn: 'Última atividade',
  accessEndsColumn: 'Acesso até',
  reasonColumn: 'Motivo',
  never: 'Nunca abriu uma aula',
  reasons: {
    inactive: 'Sem abrir aulas há 14 dias',
    ending: 'Acesso termina em até 7 dias',
    missedLive: 'Faltou às 4 últimas aulas ao vivo e não viu as gravações',
  },
  // Presença nas aulas ao vivo
  liveTitle: 'Presença nas aulas ao vivo',
  liveDescription:
    'Quantos membros entraram em cada uma das últimas 12 aulas ao vivo, e a parte dos membros com acesso que isso representa.',
  liveEmpty: 'Nenhuma aula ao vivo encerrada ainda.',
  liveClassColumn: 'Aula ao vivo',
  liveDateColumn: 'Data',
  liveAttendeesSeries: 'Presentes',
  liveShareColumn: '% dos membros com acesso',
  openMember: (name: string) => `Abrir ${name} no console de membros`,
} as const;

/** 'Meta da semana' in totals (components/weekly-goal-section.tsx; docs/weekly-goal.md). */
export const weeklyGoalIndicatorMessages = {
  title: 'Meta da semana',
  description:
    'Só totais: nenhum membro é identificado. Metas cumpridas em cada semana e a parte dos membros ativos daquela semana que isso representa.',
  withGoal: 'Membros com meta',
  withGoalShare: (percent: string) => `${percent} dos membros com acesso`,
  metSeries: 'Metas cumpridas na semana',
  activeColumn: 'Membros ativos',
  shareColumn: '% dos membros ativos',
  empty: 'Nenhuma meta da semana cumprida nas últimas 12 semanas.',
  loading: 'Carregando as metas da semana',
  loadError: 'Não foi possível carregar as metas da semana.',
} as const;
