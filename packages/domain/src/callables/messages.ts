// pt-BR texts the callables send back as HttpsError messages and the web dialogs show as they
// are. Where the spec (§5 'Create user', §8 'Create user' / 'Role change') gives a text it is
// copied verbatim; the others follow the spec's wording for the same situation.
export const callableMessages = {
  // Auth and access (spec §8 'Create user': missing token; §5 'Acesso negado').
  signedOut: 'Token de acesso não encontrado. Faça login novamente.',
  accessDenied: 'Acesso negado',
  adminsOnlyCreateUsers: 'Apenas administradores podem criar usuários',
  adminsOnlyChangeRoles: 'Apenas administradores podem alterar permissões de usuários',
  profileNotFound: 'Usuário não identificado',
  accessExpired: 'Seu acesso expirou ou sua assinatura foi cancelada.',

  // Create user (spec §5 and §8).
  emailRequired: 'Por favor, insira um email',
  emailInvalid: 'Email inválido',
  emailTaken: 'Este email já está cadastrado no sistema',
  emailAvailable: 'Este email está disponível para uso',
  emailCheckFailed: 'Erro ao verificar disponibilidade do email',
  requiredFields: 'Campos obrigatórios',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  phoneTooShort: 'Telefone deve ter no mínimo 10 caracteres',
  partnerNameRequired: 'Nome do parceiro é obrigatório para usuários parceiros',
  invalidValue: 'Valor inválido',
  createUserFailed: 'Erro desconhecido ao criar usuário',

  // Role change (spec §8 'Role change', in pt-BR).
  userNotFound: 'Usuário não encontrado',
  adminsOnlyManageMembers: 'Apenas administradores podem alterar o acesso de membros',
  invalidPlan: 'Plano inválido',
  invalidAccessDate: 'Data de acesso inválida (use AAAA-MM-DD)',
  nothingToChange: 'Nenhuma alteração para salvar',
  invalidRole: 'Permissão inválida',
  lastAdmin: 'Não é possível remover o último administrador',
  roleUpdateFailed:
    'Não foi possível atualizar a permissão do usuário. Nenhum registro foi alterado.',
  roleVerificationFailed: 'A permissão do usuário não foi confirmada após a alteração.',

  // Partner gift (spec §4 'Temporary partner user').
  notTemporaryUser: 'Apenas usuários temporários podem garantir o presente',

  // Attachments (spec §2 'Class page' downloads, §8 'Class page').
  classNotFound: 'Aula não encontrada',
  attachmentNotFound: 'Material de apoio não encontrado',
  subscribersOnly: 'Exclusivo para assinantes',
  downloadFailed: 'Não foi possível baixar o arquivo.',

  // Deleting a class (beyond the spec: admins expect it).
  deleteClassAdminOnly: 'Apenas administradores podem excluir aulas',
} as const;

export type CallableMessage = (typeof callableMessages)[keyof typeof callableMessages];
