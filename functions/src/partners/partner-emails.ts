import type { Mail, PartnerEmailKind } from '@app/domain';
import { greetingName, renderEmail, type EmailLink } from '../common/email-message';

// The two partner-gift e-mails (a satisfaction survey at 15 days and an expiry
// reminder when 7 days or fewer remain), in the Trigger Email extension's message shape.

export interface PartnerEmailContext {
  name: string;
  daysRemaining: number;
  /** The app's address, linked at the end when known (functions/.env APP_URL). */
  appUrl?: string | undefined;
}

/** The app link at the end of both e-mails, when its address is known. */
const appLink = (appUrl: string | undefined): EmailLink | undefined =>
  appUrl
    ? { url: appUrl, textLabel: 'Acesse a plataforma', htmlLabel: 'Acessar a plataforma' }
    : undefined;

function render(
  subject: string,
  paragraphs: string[],
  appUrl: string | undefined,
): Mail['message'] {
  return renderEmail(subject, paragraphs, appLink(appUrl));
}

export function surveyEmail({ name, appUrl }: PartnerEmailContext): Mail['message'] {
  return render(
    'Como está sendo sua experiência na plataforma?',
    [
      `Olá, ${greetingName(name)}!`,
      'Você já está há 15 dias aproveitando o seu presente de 30 dias de acesso gratuito. Queremos saber como está sendo a sua experiência.',
      'Na próxima vez que entrar na plataforma, você verá a nossa pesquisa de satisfação: leva menos de um minuto e a sua opinião nos ajuda a melhorar as aulas.',
    ],
    appUrl,
  );
}

export function expiryReminderEmail({
  name,
  daysRemaining,
  appUrl,
}: PartnerEmailContext): Mail['message'] {
  const remaining = daysRemaining === 1 ? 'Resta 1 dia' : `Restam ${daysRemaining} dias`;
  return render(
    `${remaining} do seu acesso gratuito`,
    [
      `Olá, ${greetingName(name)}!`,
      `${remaining} do seu presente de 30 dias de acesso gratuito à plataforma.`,
      'Ao fim do período, o plano anual é cobrado automaticamente, em até 12 parcelas, e você continua com acesso a todas as aulas semanais, insights e cursos.',
    ],
    appUrl,
  );
}

export function partnerEmail(
  kind: PartnerEmailKind,
  context: PartnerEmailContext,
): Mail['message'] {
  return kind === 'survey' ? surveyEmail(context) : expiryReminderEmail(context);
}
