// Login form and the auth toasts.
import { z } from 'zod';

export const authMessages = {
  invalidEmail: 'Email inválido',
  passwordRequired: 'A senha é obrigatória',
  loginErrorTitle: 'Erro ao fazer login',
  unexpectedErrorTitle: 'Erro',
  unexpectedLoginError: 'Ocorreu um erro ao tentar fazer login.',
  loginSuccessTitle: 'Login realizado com sucesso',
  loginSuccessDescription: 'Bem-vindo de volta!',
  logoutErrorDescription: 'Ocorreu um erro ao tentar fazer logout.',
  logoutSuccessTitle: 'Logout realizado',
  logoutSuccessDescription: 'Você foi desconectado com sucesso.',
  cancelledTitle: 'Assinatura Cancelada',
  cancelledDescription:
    'Sua assinatura foi cancelada. Entre em contato conosco se isso foi um erro.',
  welcomeDescription: 'Complete seu perfil para ter a melhor experiência.',
} as const;

export const loginFormSchema = z.object({
  email: z.email(authMessages.invalidEmail),
  password: z.string().min(1, authMessages.passwordRequired),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
