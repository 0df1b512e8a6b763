import type { Mail } from '@app/domain';
import { greetingName, renderEmail } from '../common/email-message';

export interface WelcomeEmailContext {
  name: string;
  email: string;
  /** Firebase Auth's password-reset link: the buyer's account has no password yet. */
  setPasswordUrl: string;
  /** What created the account: a purchase (the default) or 'Importar membros'. */
  reason?: 'purchase' | 'import';
}

/** The e-mail a buyer gets when a purchase creates the account (or an import brings them). */
export function welcomeEmail({
  name,
  email,
  setPasswordUrl,
  reason = 'purchase',
}: WelcomeEmailContext): Mail['message'] {
  const imported = reason === 'import';
  return renderEmail(
    imported
      ? 'Sua conta na nova plataforma está pronta: crie sua senha'
      : 'Sua assinatura foi confirmada: crie sua senha',
    [
      `Olá, ${greetingName(name)}!`,
      imported
        ? 'Sua assinatura mudou para a nossa nova plataforma, e a sua conta já está pronta, com o mesmo acesso.'
        : 'Seu pagamento foi aprovado e a sua conta na plataforma já está pronta.',
      `Para entrar, crie uma senha pelo link abaixo e depois acesse com o e-mail ${email}.`,
      'O link vale por tempo limitado; se ele expirar, fale com o nosso suporte para receber um novo.',
    ],
    { url: setPasswordUrl, textLabel: 'Crie sua senha', htmlLabel: 'Criar minha senha' },
  );
}
