// E-mail reminders and the member's say over them. Four switches on the profile page, stored as
// profiles/{uid}.emailPreferences (a key absent, or the whole map absent, means on); every
// reminder e-mail is one of the kinds below and carries a one-click link that turns its switch off.
import { z } from 'zod';

/** The switches, in the order the profile page shows them. */
export const EMAIL_PREFERENCE_KEYS = [
  'replies',
  'newClasses',
  'liveClasses',
  'studyReminders',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

export const emailPreferencesSchema = z.object({
  replies: z.boolean().optional(),
  newClasses: z.boolean().optional(),
  liveClasses: z.boolean().optional(),
  studyReminders: z.boolean().optional(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Whether the member wants this kind of e-mail (everything is on until turned off). */
export function wantsEmail(
  preferences: EmailPreferences | null | undefined,
  key: EmailPreferenceKey,
): boolean {
  return preferences?.[key] !== false;
}

/**
 * The reminder e-mails. 'accessEnding' (the access ends in 7 days and will not renew) is a
 * reminder to keep studying, so it follows the 'Lembretes para continuar estudando' switch.
 */
export const REMINDER_KINDS = {
  reply: 'replies',
  digest: 'newClasses',
  liveClass: 'liveClasses',
  continueStudying: 'studyReminders',
  accessEnding: 'studyReminders',
  /** 'Faltam {N} aulas para sua meta da semana' (Fridays; entities/weekly-goal.ts). */
  weeklyGoal: 'studyReminders',
} as const satisfies Record<string, EmailPreferenceKey>;
export type ReminderKind = keyof typeof REMINDER_KINDS;

/** Days without opening a class before 'continue studying', and the least gap between two. */
export const INACTIVE_DAYS_BEFORE_REMINDER = 14;
export const CONTINUE_REMINDER_EVERY_DAYS = 30;
/** Days before validUntil that 'access ending' is sent. */
export const ACCESS_ENDING_NOTICE_DAYS = 7;
/** Minutes before a live class its reminder goes out. */
export const LIVE_REMINDER_LEAD_MINUTES = 60;
/** At most one reply e-mail per thread and member in this many minutes. */
export const REPLY_EMAIL_EVERY_MINUTES = 60;
/** How long an unsubscribe link works. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export const emailPreferenceMessages = {
  sectionTitle: 'Notificações por e-mail',
  sectionHelp: 'Escolha quais e-mails você quer receber. As mudanças valem na hora.',
  labels: {
    replies: 'Respostas aos meus comentários',
    newClasses: 'Novas aulas',
    liveClasses: 'Lembretes de aulas ao vivo',
    studyReminders: 'Lembretes para continuar estudando',
  } satisfies Record<EmailPreferenceKey, string>,
  /** 'Pronto: você não receberá mais {tipo}.' */
  unsubscribedWhat: {
    replies: 'e-mails de respostas aos seus comentários',
    newClasses: 'e-mails de novas aulas',
    liveClasses: 'lembretes de aulas ao vivo',
    studyReminders: 'lembretes para continuar estudando',
  } satisfies Record<EmailPreferenceKey, string>,
  saved: 'Preferências salvas',
  saveError: 'Não foi possível salvar suas preferências. Tente novamente.',
} as const;

/** The reminder e-mails' words (the functions write them; tests read them back). */
export const reminderEmailMessages = {
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  unsubscribe: (what: string) => `Para não receber mais ${what}`,
  unsubscribeHtml: 'Não quero mais receber estes e-mails',
  reply: {
    subject: (classTitle: string) => `Nova resposta ao seu comentário em "${classTitle}"`,
    body: (author: string, classTitle: string) =>
      `${author} respondeu à conversa do seu comentário na aula "${classTitle}".`,
    excerpt: (text: string) => `"${text}"`,
    link: 'Ver a conversa',
  },
  digest: {
    subject: (count: number) =>
      count === 1 ? 'Uma aula nova nesta semana' : `${count} aulas novas nesta semana`,
    intro: 'Estas são as novidades publicadas nos últimos 7 dias:',
    item: (title: string, kind: string) => `${title} (${kind})`,
    kindWeekly: 'aula semanal',
    kindInsight: 'insight',
    link: 'Assistir agora',
  },
  liveClass: {
    subject: (title: string) => `Aula ao vivo em 1 hora: ${title}`,
    body: (title: string, time: string) => `A aula ao vivo "${title}" começa hoje às ${time}.`,
    // The dashboard shows the class under 'Ao Vivo Agora' when it starts (the list of live
    // classes is the admins' page).
    link: 'Abrir o painel',
  },
  continueStudying: {
    subject: (title: string) => `Continue de onde parou: ${title}`,
    bodyLast: (title: string) =>
      `Faz alguns dias que você não assiste a uma aula. Que tal continuar por "${title}"?`,
    bodyNewest: (title: string) =>
      `Faz alguns dias que você não assiste a uma aula. A mais nova é "${title}".`,
    link: 'Continuar estudando',
  },
  accessEnding: {
    subject: (date: string) => `Seu acesso termina em ${date}`,
    body: (date: string) =>
      `Seu acesso à plataforma termina em ${date} e não será renovado automaticamente. Para continuar estudando, escolha um plano.`,
    link: 'Ver os planos',
  },
  // The page the unsubscribe link opens
  unsubscribePage: {
    title: 'Preferências de e-mail',
    done: (what: string) => `Pronto: você não receberá mais ${what}.`,
    invalid: 'Este link de descadastro é inválido ou expirou.',
    invalidHelp: 'Você pode escolher seus e-mails no seu perfil.',
    preferencesLink: 'Gerenciar minhas preferências',
  },
} as const;
