import type { Mail } from '@app/domain';
import { greetingName, renderEmail } from '../common/email-message';

export interface WelcomeEmailContext {
  name: string;
  email: string;
  /** Firebase Auth's password-reset link: the buyer's account has no password yet. */
  setPasswordUrl: string;
}

/** The e-mail a buyer gets when a purchase creates the account. */
export function welcomeEmail({
  name,
  email,
  setPasswordUrl,
}: WelcomeEmailContext): Mail['message'] {
  return renderEmail(
    'Sua assinatura foi confirmada: crie sua senha',
    [
      `Olá, ${greetingName(name)}!`,
      'Seu pagamento foi aprovado e a sua conta na plataforma já está pronta.',
      `Para entrar, crie uma senha pelo link abaixo e depois acesse com o e-mail ${email}.`,
      'O link vale por tempo limitado; se ele expirar, fale com o nosso suporte para receber um novo.',
    ],
    { url: setPasswordUrl, textLabel: 'Crie sua senha', htmlLabel: 'Criar minha senha' },
  );
}
