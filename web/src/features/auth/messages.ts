// pt-BR texts of sign-in and the session's toasts. The form's validation and the session toasts
// come from the domain (authMessages); the explanations of Firebase's error codes are ours (the
// server's own message is an English code, so it is translated here).
export { authMessages } from '@app/domain';

export { PLATFORM_NAME, welcomeTitle } from '@/config/brand';

export const loginMessages = {
  title: 'Entrar',
  subtitle: 'Acesse sua conta para continuar aprendendo.',
  emailLabel: 'Email',
  passwordLabel: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando...',
  noAccount: 'Ainda não tem uma conta?',
  signUpLink: 'Cadastre-se',
} as const;

export const firebaseAuthErrorMessages = {
  invalidCredentials: 'Email ou senha incorretos.',
  invalidEmail: 'Email inválido.',
  userDisabled: 'Esta conta foi desativada. Entre em contato com o suporte.',
  tooManyRequests: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  network: 'Falha de conexão. Verifique sua internet e tente novamente.',
  other: 'Não foi possível entrar. Verifique seus dados e tente novamente.',
} as const;
