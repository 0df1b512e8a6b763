// pt-BR texts of the 'Criar Usuário' dialog. The validation and server texts
// are the callables' shared messages (the functions send the same ones back).
import { callableMessages, privacyMessages, REMOVED_MEMBER_NAME } from '@app/domain';

export const createUserMessages = {
  menuLabel: 'Criar Usuário',
  dialogTitle: 'Criar Usuário',
  dialogDescription: 'Verifique o email primeiro; os demais campos aparecem em seguida.',
  emailLabel: 'Email',
  checkEmail: 'Verificar email',
  checking: 'Verificando...',
  emailVerifiedHint: 'Email disponível',
  nameLabel: 'Nome',
  passwordLabel: 'Senha',
  phoneLabel: 'Telefone',
  temporaryLabel: 'Usuário temporário',
  partnerLabel: 'Usuário parceiro',
  partnerNameLabel: 'Nome do parceiro',
  cancel: 'Cancelar',
  submit: 'Criar Usuário',
  submitting: 'Criando...',
} as const;

export const createUserToasts = {
  emailTakenTitle: 'Email já existe',
  emailTakenDescription: callableMessages.emailTaken,
  emailAvailableTitle: 'Email verificado',
  emailAvailableDescription: callableMessages.emailAvailable,
  checkFailedTitle: 'Erro na verificação',
  checkFailedDescription: callableMessages.emailCheckFailed,
  createFailedTitle: 'Erro ao criar usuário',
  createFailedFallback: callableMessages.createUserFailed,
  accessDeniedTitle: callableMessages.accessDenied,
  accessDeniedDescription: callableMessages.adminsOnlyCreateUsers,
  errorTitle: 'Erro',
  emailRequired: callableMessages.emailRequired,
  emailNotVerifiedTitle: 'Email não verificado',
  emailNotVerifiedDescription: 'Verifique a disponibilidade do email antes de criar o usuário.',
  requiredFieldsTitle: callableMessages.requiredFields,
  requiredFieldsDescription: 'Preencha nome, email e senha.',
  partnerNameRequired: callableMessages.partnerNameRequired,
  createdTitle: 'Usuário criado com sucesso',
  createdDescription: (email: string) => `A conta ${email} já pode acessar a plataforma.`,
} as const;

// /dashboard/usuarios: the member console and the role toggle.
/** 'Contas excluídas': accounts their members deleted, reachable for their 'Histórico'. */
export const deletedAccountsMessages = {
  title: 'Contas excluídas',
  show: 'Ver contas excluídas',
  hide: 'Ocultar contas excluídas',
  empty: 'Nenhuma conta foi excluída.',
  loadError: 'Não foi possível carregar as contas excluídas.',
  deletedAt: (when: string) => `Excluída em ${when}`,
  running: 'Exclusão em andamento',
  done: 'Exclusão concluída',
  withComments: 'Comentários excluídos',
  name: REMOVED_MEMBER_NAME,
} as const;

export const membersPageMessages = {
  title: 'Permissões de Usuários',
  subtitle: 'Defina quem administra a plataforma',
  columnName: 'Nome',
  columnId: 'Identificador',
  columnRole: 'Papel',
  columnAction: 'Ação',
  idLabel: (uid: string) => `ID: ${uid.slice(0, 8)}`,
  makeAdmin: 'Tornar Admin',
  removeAdmin: 'Remover Admin',
  roleAdmin: 'Administrador',
  roleStudent: 'Aluno',
  youLabel: 'você',
  empty: 'Nenhum usuário encontrado...',
  updatedToast: 'Permissão do usuário atualizada com sucesso',
  updateErrorToast: (message: string) => `Erro ao atualizar permissão do usuário: ${message}`,
  unknownError: 'erro desconhecido',
  columnEmail: 'E-mail',
  columnPlan: 'Plano',
  columnStatus: 'Status',
  columnUntil: 'Acesso até',
  noPlan: 'Sem plano',
  noEnd: 'Sem data',
  planLabels: { fundador: 'Fundador', mensal: 'Mensal' } as Record<string, string>,
  searchLabel: 'Buscar por nome ou e-mail',
  statusLabel: 'Status',
  statusAll: 'Todos',
  loadMore: 'Carregar mais',
  loading: 'Carregando membros',
  loadError: 'Não foi possível carregar os membros.',
  manage: 'Gerenciar acesso',
  history: 'Histórico',
  exportCsv: 'Exportar CSV',
  exporting: 'Exportando...',
  exportFileName: 'membros.csv',
  partnerGift: (days: number | null) =>
    days === null
      ? 'Presente sem data de fim'
      : days === 1
        ? 'Presente: 1 dia restante'
        : `Presente: ${days} dias restantes`,
  surveyAnswered: (rating: number) => `Pesquisa respondida: ${rating} de 5`,
  surveyPending: 'Pesquisa não respondida',
  csvHeader: ['Nome', 'E-mail', 'Plano', 'Status', 'Acesso até', 'Papel'],
} as const;

/** 'Gerenciar acesso' and 'Histórico'. */
export const memberAccessMessages = {
  title: (name: string) => `Gerenciar acesso: ${name}`,
  planLabel: 'Plano',
  untilLabel: 'Acesso até',
  untilHint: 'Último dia de acesso; em branco, sem data de fim.',
  reactivate: 'Reativar assinatura cancelada',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando...',
  savedTitle: 'Acesso atualizado',
  unchangedTitle: 'Nada mudou',
  unchangedDescription: 'O membro já tinha exatamente esse acesso.',
  errorTitle: 'Erro ao atualizar acesso',
  unknownError: 'Erro desconhecido',
  historyTitle: (name: string) => `Histórico: ${name}`,
  historyEmpty: 'Nenhuma alteração registrada.',
  historyError: 'Não foi possível carregar o histórico.',
  historyLoading: 'Carregando histórico',
  close: 'Fechar',
  byHotmart: 'Compra (Hotmart)',
  byMember: 'Pelo próprio membro',
  byAdmin: (name: string | null | undefined) => `Por ${name || 'um administrador'}`,
  actionLabels: {
    grant: 'Acesso concedido',
    renew: 'Renovação',
    revoke: 'Acesso encerrado',
    'stop-renewal': 'Renovação cancelada',
    update: 'Acesso alterado',
    role: 'Papel alterado',
    'account-deleted': privacyMessages.historyDeleted,
  } as Record<string, string>,
  fieldLabels: {
    plan: 'Plano',
    validUntil: 'Acesso até',
    cancelled: 'Cancelado',
    isPartner: 'Parceiro',
    isTemporary: 'Temporário',
    tag: 'Tag',
    role: 'Papel',
  } as Record<string, string>,
  yes: 'sim',
  no: 'não',
  empty: '—',
} as const;

const count = (n: number) => n.toLocaleString('pt-BR');

/** 'Importar membros' (docs/member-import.md); the row errors are the domain's. */
export const memberImportDialogMessages = {
  open: 'Importar membros',
  title: 'Importar membros',
  intro:
    'Envie a lista como CSV (separado por ; ou ,), com uma linha por membro e os nomes das colunas na primeira linha. Só o e-mail é obrigatório; as outras colunas são nome, telefone, plano, início, fim (validade) e tag. Nada é gravado antes de você conferir o resultado.',
  pickFile: 'Escolher arquivo CSV',
  sendWelcome: 'Enviar e-mail de boas-vindas',
  sendWelcomeHint: 'Cada membro novo recebe um link para criar a senha.',
  checking: 'Conferindo o arquivo…',
  checkFailed: 'Não foi possível conferir o arquivo. Tente de novo.',
  totalsLabel: 'Resultado da conferência',
  totalNew: 'Novos',
  totalUpdated: 'Atualizados',
  totalUnchanged: 'Sem mudança',
  totalErrors: 'Com erro',
  errorsTitle: 'Linhas com erro',
  errorsHint:
    'Essas linhas não serão importadas. Corrija o arquivo e escolha-o de novo, ou importe as demais.',
  columnLine: 'Linha',
  columnEmail: 'E-mail',
  columnReason: 'Motivo',
  errorsMore: (n: number) =>
    n === 1
      ? 'e mais 1 linha com erro no arquivo de erros'
      : `e mais ${count(n)} linhas com erro no arquivo de erros`,
  downloadErrors: 'Baixar erros',
  errorsFileName: 'erros-da-importacao.csv',
  errorsHeader: ['Linha', 'E-mail', 'Erro'] as [string, string, string],
  chooseAnother: 'Escolher outro arquivo',
  importButton: (n: number) => (n === 1 ? 'Importar 1 membro' : `Importar ${count(n)} membros`),
  progress: (done: number, total: number) => `Importando… ${count(done)} de ${count(total)}`,
  progressLabel: 'Progresso da importação',
  doneTitle: 'Importação concluída',
  doneSummary: (created: number, updated: number, unchanged: number) =>
    `${count(created)} novos, ${count(updated)} atualizados, ${count(unchanged)} sem mudança.`,
  failedTitle: 'A importação parou antes do fim',
  failedDescription:
    'O que já foi gravado continua gravado. Clique em Retomar para continuar de onde parou.',
  unfinishedTitle: 'Importações não concluídas',
  unfinishedLine: (fileName: string, done: number, total: number) =>
    `${fileName}: ${count(done)} de ${count(total)}`,
  resume: 'Retomar',
  cancel: 'Cancelar',
  close: 'Fechar',
} as const;

/** The console's 'Importados' filter and the import entries of 'Histórico'. */
export const importedMembersMessages = {
  filter: 'Importados',
  importedOn: (day: string) => `Importado em ${day}`,
  fromFile: (fileName: string | null | undefined, by: string | null | undefined) =>
    `Arquivo ${fileName ?? '—'}, por ${by || 'um administrador'}`,
} as const;

/** 'Histórico': an e-mail the Trigger Email extension could not deliver. */
export const mailFailureMessages = {
  undelivered: (subject: string) => `E-mail não entregue: ${subject}`,
} as const;
