import {
  emailPreferenceMessages,
  FUNCTIONS_REGION,
  REMINDER_KINDS,
  reminderEmailMessages as t,
  UNSUBSCRIBE_LINK_DAYS,
  type Mail,
  type ReminderKind,
} from '@app/domain';
import { escapeHtml, greetingName, renderEmail, type EmailLink } from '../common/email-message';
import { signUnsubscribeToken } from './unsubscribe-token';

/** What every reminder needs to build its links: the site, the unsubscribe endpoint, the key. */
export interface ReminderLinks {
  appUrl: string;
  unsubscribeUrl: string;
  secret: string;
}

/**
 * The unsubscribe function's address: UNSUBSCRIBE_URL (functions/.env.<project>) or the
 * function's default cloudfunctions.net address in the project.
 */
export function unsubscribeEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.UNSUBSCRIBE_URL?.trim();
  if (configured) return configured;
  return `https://${FUNCTIONS_REGION}-${env.GCLOUD_PROJECT ?? ''}.cloudfunctions.net/unsubscribe`;
}

/**
 * A reminder e-mail to one member: greeting by first name, the paragraphs, the main link, the
 * one-click link that turns this kind off, and the List-Unsubscribe headers (RFC 8058) that give
 * mail clients their own button.
 */
export function reminderMail(input: {
  to: string;
  uid: string;
  name: string;
  kind: ReminderKind;
  subject: string;
  paragraphs: string[];
  link: EmailLink;
  links: ReminderLinks;
  now: Date;
}): Mail {
  const key = REMINDER_KINDS[input.kind];
  const token = signUnsubscribeToken(
    {
      uid: input.uid,
      key,
      expiresAt: new Date(input.now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000),
    },
    input.links.secret,
  );
  const unsubscribe = `${input.links.unsubscribeUrl}?t=${encodeURIComponent(token)}`;
  const base = renderEmail(
    input.subject,
    [t.greeting(greetingName(input.name)), ...input.paragraphs],
    input.link,
  );
  const what = emailPreferenceMessages.unsubscribedWhat[key];
  return {
    to: input.to,
    message: {
      subject: base.subject,
      text: `${base.text}\n\n${t.unsubscribe(what)}: ${unsubscribe}`,
      html: `${base.html}\n<p style="font-size:12px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribeHtml)}</a></p>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  };
}
