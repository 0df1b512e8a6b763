// In-app notifications: a member's own (profiles/{uid}/notifications/{id}, a reply to a thread
// they are in) and announcements to every member (announcements/{id}: one document per new class
// or live class, however many members there are). A member's list merges both.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const NOTIFICATION_KINDS = [
  'reply',
  'newClass',
  'courseClass',
  'liveSoon',
  'liveStarted',
  'liveReplay',
  'liveMissed',
  'weeklyGoalMet',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who an announcement is for: every member with access, or subscribers only (course classes). */
export const ANNOUNCEMENT_AUDIENCES = ['members', 'subscribers'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** How many notifications the panel lists (and how many of each source it reads). */
export const NOTIFICATIONS_PANEL_SIZE = 20;

const notificationFields = {
  kind: z.enum(NOTIFICATION_KINDS),
  /** The class or live class title. */
  title: z.string(),
  /** The course's title (courseClass only). */
  courseTitle: optionalString,
  /** The class page's slug (reply, newClass, courseClass, liveReplay, liveMissed: the replay). */
  classSlug: optionalString,
  /** The live class (liveSoon, liveStarted, liveReplay, liveMissed). */
  liveClassId: optionalString,
  createdAt: timestampLikeSchema,
};

/** profiles/{uid}/notifications/{id}: written by the functions only. */
export const notificationSchema = z.object(notificationFields);
export type Notification = z.infer<typeof notificationSchema>;

/** announcements/{id}: written by the functions only. */
export const announcementSchema = z.object({
  ...notificationFields,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The text a notification shows, in the product's words. */
export function notificationText(n: Pick<Notification, 'kind' | 'title' | 'courseTitle'>): string {
  switch (n.kind) {
    case 'reply':
      return `Nova resposta ao seu comentário em "${n.title}"`;
    case 'newClass':
      return `Nova aula: ${n.title}`;
    case 'courseClass':
      return `Nova aula no curso ${n.courseTitle ?? ''}: ${n.title}`;
    case 'liveSoon':
      return `Aula ao vivo em 1 hora: ${n.title}`;
    case 'liveStarted':
      return `Aula ao vivo começou: ${n.title}`;
    case 'liveReplay':
      return `A gravação de "${n.title}" já está disponível`;
    case 'liveMissed':
      return `Você perdeu "${n.title}"? A gravação já está no ar`;
    case 'weeklyGoalMet':
      return 'Meta da semana cumprida!';
  }
}

/** Deterministic ids, so a notification is written once however often its trigger runs. */
export const notificationIds = {
  reply: (replyId: string) => `reply-${replyId}`,
  newClass: (classId: string) => `class-${classId}`,
  liveSoon: (liveClassId: string) => `live-soon-${liveClassId}`,
  liveStarted: (liveClassId: string) => `live-started-${liveClassId}`,
  /** An attendee's own notice (profiles/{uid}/notifications). */
  liveReplay: (liveClassId: string) => `live-replay-${liveClassId}`,
  /** The announcement to everyone else (attendees' panels hide it: they have liveReplay). */
  liveMissed: (liveClassId: string) => `live-missed-${liveClassId}`,
  /** 'Meta da semana cumprida!': once per member and São Paulo week (its Monday). */
  weeklyGoalMet: (week: string) => `weekly-goal-${week}`,
} as const;
