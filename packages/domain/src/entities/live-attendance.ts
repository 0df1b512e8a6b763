// The live class's closed loop (docs/live-classes.md): the room link kept private in
// liveClassRooms/{id}, the join window, attendance in liveAttendance/{liveClassId}_{uid}, the
// replay class published from it and the follow-ups sent to who came and who missed.
import { z } from 'zod';
import { timestampLikeSchema, toDateValue, type DateLike } from '../timestamps';

/** The room opens this many minutes before the start (joinLiveClass and 'Entrar na aula'). */
export const LIVE_JOIN_OPENS_MINUTES_BEFORE = 15;
export const LIVE_JOIN_OPENS_BEFORE_MS = LIVE_JOIN_OPENS_MINUTES_BEFORE * 60_000;

/** How many attendees the admin's list shows (and its CSV holds). */
export const LIVE_ATTENDANCE_LIST_MAX = 1000;

/** The last live classes the insights' 'Presença nas aulas ao vivo' chart shows. */
export const LIVE_ATTENDANCE_CHART_CLASSES = 12;
/** 'Em risco': a member who missed this many latest live classes and watched none of the replays. */
export const LIVE_MISSED_AT_RISK = 4;

export type LiveJoinWindow = 'before' | 'open' | 'ended';

type Timed = { startsAt: DateLike; endsAt: DateLike };

/** When the room opens: LIVE_JOIN_OPENS_MINUTES_BEFORE before the start. */
export function liveJoinOpensAt(live: Pick<Timed, 'startsAt'>): Date {
  return new Date(toDateValue(live.startsAt).getTime() - LIVE_JOIN_OPENS_BEFORE_MS);
}

/**
 * Where `now` stands against the room's window: 'before' until 15 minutes before the start,
 * 'open' from then (inclusive) until the end (exclusive, as isLiveNow), 'ended' from the end.
 */
export function liveJoinWindow(live: Timed, now: Date): LiveJoinWindow {
  const t = now.getTime();
  if (t < liveJoinOpensAt(live).getTime()) return 'before';
  if (t < toDateValue(live.endsAt).getTime()) return 'open';
  return 'ended';
}

/** The next instant the window changes (the button's clock wakes then), or null once ended. */
export function nextLiveJoinChange(live: Timed, now: Date): Date | null {
  switch (liveJoinWindow(live, now)) {
    case 'before':
      return liveJoinOpensAt(live);
    case 'open':
      return toDateValue(live.endsAt);
    case 'ended':
      return null;
  }
}

/** liveClassRooms/{liveClassId}: the room's address (admins and joinLiveClass only). */
export const liveClassRoomSchema = z.object({
  externalLink: z.string(),
  updatedAt: timestampLikeSchema,
});
export type LiveClassRoom = z.infer<typeof liveClassRoomSchema>;

/** liveAttendance/{liveClassId}_{uid}: written by joinLiveClass only. */
export const liveAttendanceSchema = z.object({
  liveClassId: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  firstJoinedAt: timestampLikeSchema,
  lastJoinedAt: timestampLikeSchema,
  joins: z.number().int().positive(),
});
export type LiveAttendance = z.infer<typeof liveAttendanceSchema>;

/** One attendance per class and member: the id says which. */
export const liveAttendanceId = (liveClassId: string, uid: string) => `${liveClassId}_${uid}`;

/** The replay's catalogue class: one per live class, whatever repeats (create-once). */
export const LIVE_REPLAY_CLASS_PREFIX = 'gravacao-';
export const liveReplayClassId = (liveClassId: string) =>
  `${LIVE_REPLAY_CLASS_PREFIX}${liveClassId}`;
export const isLiveReplayClassId = (classId: string) =>
  classId.startsWith(LIVE_REPLAY_CLASS_PREFIX);

/** The live class's words shared by the web, the functions and the e-mails. */
export const liveLoopMessages = {
  join: 'Entrar na aula',
  opensAt: (time: string) => `Abre às ${time}`,
  ended: 'Encerrada',
  attended: 'Você participou',
  watchReplay: 'Assistir gravação',
  publishReplay: 'Publicar gravação',
  attendance: (count: number) => `Presença (${count})`,
  exportCsv: 'Exportar CSV',
  replayTitle: (title: string) => `Gravação: ${title}`,
  replayEmailBodyAttended: (title: string) =>
    `Obrigado por participar da aula ao vivo "${title}". A gravação já pode ser assistida na plataforma.`,
  replayEmailBodyMissed: (title: string) =>
    `A aula ao vivo "${title}" foi gravada e você pode assisti-la quando quiser.`,
  replayEmailLink: 'Assistir gravação',
} as const;
