// pt-BR texts of the 'Criar Usuário' dialog (spec §2, §5, §8). The validation and server texts
// are the callables' shared messages (the functions send the same ones back).
import { callableMessages } from '@app/domain';

export const createUserTexts = {
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

// /dashboard/usuarios (spec §2 'Permissions', §8 'Role change').
export const permissionsTexts = {
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
  limitNote: (count: number) => `Mostrando os primeiros ${count} usuários em ordem alfabética.`,
} as const;
