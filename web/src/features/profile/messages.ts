// pt-BR texts of the profile screen and the gift dialog. Validation titles shared with the
// domain schemas come from the domain's profileMessages.
import { profileMessages } from '@app/domain';
import { welcomeTitle } from '@/config/brand';

export const profilePageMessages = {
  title: 'Meu Perfil',
  subtitle: 'Mantenha seus dados atualizados.',
  temporaryTitle: 'Complete seu Cadastro',
  temporarySubtitle: 'Preencha seus dados para garantir o seu presente.',
  loading: 'Carregando perfil...',
} as const;

export const profileFormMessages = {
  nameLabel: 'Nome',
  emailLabel: 'Email',
  emailHelper: 'O email não pode ser alterado.',
  phoneLabel: 'Telefone',
  phonePlaceholder: '(11) 98765-4321',
  professionLabel: 'Profissão',
  interestsLabel: 'Temas de interesse',
  interestsEmpty: 'Nenhum tema disponível.',
  passwordSection: 'Alterar senha',
  passwordHint: 'Deixe em branco para manter a senha atual.',
  currentPasswordLabel: 'Senha atual',
  newPasswordLabel: 'Nova senha',
  confirmPasswordLabel: 'Confirmar nova senha',
  save: 'Salvar alterações',
  saving: 'Salvando...',
  claimGift: 'Garantir Presente',
} as const;

/** Saving without a connection: the form keeps every value and says so. */
export const profileOfflineMessages = {
  queued: 'Você está offline. Suas alterações serão enviadas quando a conexão voltar.',
  sending: 'Enviando suas alterações...',
  passwordNeedsConnection:
    'Você está offline. A troca de senha precisa de conexão: tente novamente quando ela voltar.',
} as const;

export const profileToasts = {
  updateErrorTitle: profileMessages.updateError,
  passwordErrorTitle: profileMessages.passwordError,
  cancelErrorTitle: profileMessages.cancelError,
  unknownUserTitle: profileMessages.unknownUser,
  publicUrlError: profileMessages.publicUrlError,
  genericErrorTitle: 'Erro',
  tryAgain: 'Tente novamente em instantes.',
  updateSuccessTitle: 'Perfil atualizado',
  updateSuccessDescription: 'Suas informações foram salvas com sucesso.',
  passwordSuccessTitle: 'Senha atualizada',
  passwordSuccessDescription: 'Sua senha foi alterada com sucesso.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  recentLoginRequired: 'Por segurança, saia e entre novamente antes de trocar a senha.',
  avatarSuccessTitle: 'Foto atualizada',
  avatarSuccessDescription: 'Sua nova foto de perfil já está visível.',
  cancelSuccessTitle: 'Assinatura cancelada',
  cancelSuccessDescription: 'Você será desconectado em instantes.',
  /** Same greeting as the first-login welcome, by first name. */
  partnerWelcomeTitle: welcomeTitle,
  partnerWelcomeDescription: 'Seu presente foi ativado: aproveite 30 dias de acesso gratuito.',
  giftAcceptedTitle: 'Presente garantido!',
  giftAcceptedDescription: 'Finalize sua assinatura na nova aba para liberar o seu acesso.',
} as const;

export const avatarMessages = {
  change: 'Alterar foto',
  uploading: 'Enviando...',
  alt: (name: string) => `Foto de ${name}`,
} as const;

export const cancelSubscriptionMessages = {
  sectionTitle: 'Assinatura',
  sectionDescription:
    'Ao cancelar, você perde o acesso às aulas, aos cursos e à comunidade da plataforma.',
  button: 'Cancelar assinatura',
  dialogTitle: 'Cancelar assinatura?',
  dialogDescription:
    'Tem certeza que deseja cancelar sua assinatura? Você será desconectado e perderá o acesso à plataforma.',
  keep: 'Manter assinatura',
  confirm: 'Sim, cancelar',
  confirming: 'Cancelando...',
} as const;

export const giftDialogMessages = {
  title: 'Você ganhou um presente!',
  description:
    'Garanta 30 dias de acesso gratuito a todas as aulas semanais, insights e cursos da plataforma.',
  details:
    'Ao garantir o presente, você será direcionado ao checkout para confirmar sua assinatura. ' +
    'Após os 30 dias gratuitos, o plano anual é cobrado automaticamente em até 12 parcelas, ' +
    'e você pode cancelar quando quiser.',
  termsLabel: 'Li e aceito os termos de uso e as condições do presente.',
  termsLink: 'Ler os termos de uso',
  accept: 'Garantir Presente',
  accepting: 'Redirecionando...',
  checkoutWaiting: 'Redirecionando para o checkout...',
  errorTitle: 'Não foi possível garantir o presente',
  /** When the function gave no message of its own (no connection, server error). */
  errorFallback:
    'Não conseguimos falar com o servidor. Verifique sua conexão e tente novamente em instantes.',
  retry: 'Tentar novamente',
  close: 'Fechar',
  /** On the profile after the acceptance: the way back to the checkout. */
  acceptedTitle: 'Presente garantido',
  acceptedDescription:
    'Finalize sua assinatura no checkout para liberar o seu acesso. Se fechou a aba, abra de novo por aqui.',
  openCheckout: 'Abrir checkout',
} as const;
