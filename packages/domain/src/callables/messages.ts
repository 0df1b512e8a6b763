// pt-BR texts the callables send back as HttpsError messages and the web dialogs show as they
// are. They are the product's words (tests compare them verbatim); a new one follows the wording
// of its neighbours for the same situation.
export const callableMessages = {
  // Auth and access: missing token, no access, admins only.
  signedOut: 'Token de acesso não encontrado. Faça login novamente.',
  accessDenied: 'Acesso negado',
  adminsOnlyCreateUsers: 'Apenas administradores podem criar usuários',
  adminsOnlyChangeRoles: 'Apenas administradores podem alterar permissões de usuários',
  profileNotFound: 'Usuário não identificado',
  accessExpired: 'Seu acesso expirou ou sua assinatura foi cancelada.',

  // Create user.
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

  // Role change and the member console.
  userNotFound: 'Usuário não encontrado',
  adminsOnlyManageMembers: 'Apenas administradores podem alterar o acesso de membros',
  adminsOnlyRevokeCertificates: 'Apenas administradores podem revogar certificados',
  adminsOnlyRebuildInsights: 'Apenas administradores podem recalcular os indicadores',
  certificateNotFound: 'Certificado não encontrado',
  revokeReasonRequired: 'Informe o motivo da revogação (pelo menos 3 caracteres)',
  revokeReasonTooLong: 'O motivo não pode exceder 500 caracteres',
  invalidPlan: 'Plano inválido',
  invalidAccessDate: 'Data de acesso inválida (use AAAA-MM-DD)',
  nothingToChange: 'Nenhuma alteração para salvar',
  invalidRole: 'Permissão inválida',
  lastAdmin: 'Não é possível remover o último administrador',
  roleUpdateFailed:
    'Não foi possível atualizar a permissão do usuário. Nenhum registro foi alterado.',
  roleVerificationFailed: 'A permissão do usuário não foi confirmada após a alteração.',

  // Partner gift (temporary users only).
  notTemporaryUser: 'Apenas usuários temporários podem garantir o presente',

  // Attachments: the class page's support-material downloads.
  classNotFound: 'Aula não encontrada',
  attachmentNotFound: 'Material de apoio não encontrado',
  subscribersOnly: 'Exclusivo para assinantes',
  downloadFailed: 'Não foi possível baixar o arquivo.',

  // Deleting a class (admins only).
  deleteClassAdminOnly: 'Apenas administradores podem excluir aulas',
} as const;

export type CallableMessage = (typeof callableMessages)[keyof typeof callableMessages];
