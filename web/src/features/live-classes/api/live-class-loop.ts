// The live class's closed loop on the web: its page's reads, the room (admins), attendance,
// joining and publishing the replay (docs/live-classes.md).
import {
  COLLECTIONS,
  joinLiveClassCallable,
  LIVE_ATTENDANCE_LIST_MAX,
  liveAttendanceId,
  liveAttendanceSchema,
  liveClassRoomSchema,
  liveClassSchema,
  publishLiveReplayCallable,
  type LiveAttendance,
  type PublishLiveReplayValues,
} from '@app/domain';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { countWhereEqual } from '@/lib/firestore-count';
import { liveDoc, liveList, readDoc } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';
import { onceRead } from '@/lib/use-read';

export type AttendanceDoc = WithId<LiveAttendance>;

/** One live class, live (its page follows a replay being published), or null. */
export const liveClassById = (id: string) =>
  liveDoc(liveClassSchema, doc(firestore, COLLECTIONS.liveClasses, id));

/** The room's link, read once by the edit form (admins only: the rules refuse anyone else). */
export const liveClassRoomToEdit = (id: string) =>
  readDoc(liveClassRoomSchema, doc(firestore, COLLECTIONS.liveClassRooms, id));

/** The member's own attendance of a class ('Você participou'), live; null when they did not join. */
export const myAttendance = (uid: string, liveClassId: string) =>
  liveDoc(
    liveAttendanceSchema,
    doc(firestore, COLLECTIONS.liveAttendance, liveAttendanceId(liveClassId, uid)),
  );

const attendanceOf = (liveClassId: string) =>
  query(collection(firestore, COLLECTIONS.liveAttendance), where('liveClassId', '==', liveClassId));

/**
 * Who joined a class (admins), live, up to LIVE_ATTENDANCE_LIST_MAX; sorted by first join on
 * screen (no composite index for a list this small).
 */
export const attendanceList = (liveClassId: string) =>
  liveList(
    `liveAttendance?liveClassId=${liveClassId}&limit=${LIVE_ATTENDANCE_LIST_MAX}`,
    liveAttendanceSchema,
    query(attendanceOf(liveClassId), limit(LIVE_ATTENDANCE_LIST_MAX)),
  );

/** 'Presença (N)' on an admin card: a count aggregation (one read per 1,000 attendees). */
export const attendanceCount = (liveClassId: string) =>
  onceRead(`count:liveAttendance?liveClassId=${liveClassId}`, () =>
    countWhereEqual(COLLECTIONS.liveAttendance, 'liveClassId', liveClassId),
  );

/** 'Entrar na aula': the room's link, inside the window (the attendance is recorded there). */
export const joinLiveClass = (liveClassId: string) =>
  callFunction(joinLiveClassCallable, { liveClassId });

/** 'Publicar gravação' (admins). */
export const publishLiveReplay = (values: PublishLiveReplayValues) =>
  callFunction(publishLiveReplayCallable, values);
