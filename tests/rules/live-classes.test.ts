// liveClasses/{id}: readable with access, written by admins; title >= 5, end > start, no room link
// (it lives in liveClassRooms/{id}, which only admins read and write), the replay fields are
// publishLiveReplay's. liveAttendance/{liveClassId}_{uid}: the member reads their own, admins all,
// no client writes.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  Timestamp,
  type DocumentData,
  type FieldValue,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { buildLiveClass, LIVE_CLASS_TITLE_MIN_LENGTH, liveAttendanceId } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, WITH_ACCESS, expectRule, rows, uidOf } from './fixtures';

const attendance = (uid: string) => ({
  liveClassId: 'agora',
  uid,
  name: 'Bruno Assinante',
  email: 'assinante@demo.test',
  firstJoinedAt: new Date(),
  lastJoinedAt: new Date(),
  joins: 1,
});

const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      'liveClasses/agora': liveNow(),
      'liveClassRooms/agora': {
        externalLink: 'https://meet.example.com/sala',
        updatedAt: new Date(),
      },
      [`liveAttendance/${liveAttendanceId('agora', DEMO_UIDS.subscriber)}`]: attendance(
        DEMO_UIDS.subscriber,
      ),
    }),
});
const lives = (caller: Caller) => collection(dbAs(env(), caller), 'liveClasses');
const HOUR = 3_600_000;
const at = (offsetHours: number) => Timestamp.fromMillis(Date.now() + offsetHours * HOUR);
const newLive = (): DocumentData =>
  buildLiveClass<Timestamp | FieldValue>({
    coverUrl: 'https://example.com/capa.jpg',
    startsAt: at(24),
    endsAt: at(25),
    createdBy: DEMO_UIDS.admin,
    createdAt: serverTimestamp(),
  });

function liveNow(): DocumentData {
  return buildLiveClass<Timestamp | Date>({
    coverUrl: 'https://example.com/capa.jpg',
    startsAt: at(-1),
    endsAt: at(1),
    createdBy: DEMO_UIDS.admin,
    createdAt: new Date(),
  });
}
/** A live class only this test edits or deletes. */
const ownLive = () => seedOwn(env(), 'liveClasses', liveNow());

describe('liveClasses: read', () => {
  it.each(rows(WITH_ACCESS, 'lists live classes by start time'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(lives(caller), orderBy('startsAt'))), allowed);
    },
  );

  it('allow: student lists live-now candidates: endsAt > now', async () => {
    await expectRule(
      getDocs(query(lives('student'), where('endsAt', '>', Timestamp.now()), orderBy('endsAt'))),
      true,
    );
  });

  it.each(rows(WITH_ACCESS, 'gets a live class (edit screen)'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDoc(doc(lives(caller), 'agora')), allowed);
    },
  );
});

describe('liveClasses: write', () => {
  it.each(rows(ADMIN_ONLY, 'schedules a live class'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(doc(lives(caller), uniqueId('nova')), newLive()), allowed);
  });

  it('allow: admin schedules without the optional description and cover', async () => {
    const data = newLive();
    delete data.description;
    delete data.coverUrl;
    await expectRule(setDoc(doc(lives('admin'), uniqueId('simples')), data), true);
  });

  const invalid: [string, DocumentData][] = [
    [`title shorter than ${LIVE_CLASS_TITLE_MIN_LENGTH}`, { title: 'Live' }],
    ['the room link on the public document', { externalLink: 'https://meet.example.com/x' }],
    ['a replay already linked', { replayClassId: 'gravacao-x', replaySlug: 'gravacao-x' }],
    ['end equal to start', { endsAt: at(24) }],
    ['end before start', { endsAt: at(23) }],
    ['start as text', { startsAt: '2030-01-01T10:00' }],
    ['createdBy another user', { createdBy: DEMO_UIDS.subscriber }],
    ['an extra key', { attendees: [] }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
  ];
  it.each(invalid)('deny: admin schedules with %s', async (_, patch) => {
    await expectRule(
      setDoc(doc(lives('admin'), uniqueId('invalida')), { ...newLive(), ...patch }),
      false,
    );
  });

  it.each(rows(ADMIN_ONLY, 'edits a live class'))('%s', async (_, caller, allowed) => {
    const id = await ownLive();
    await expectRule(
      updateDoc(doc(lives(caller), id), {
        title: 'Aula ao vivo de marketing',
        endsAt: at(2),
        updatedAt: serverTimestamp(),
      }),
      allowed,
    );
  });

  it('deny: admin edit that moves the end before the start', async () => {
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { endsAt: at(-2), updatedAt: serverTimestamp() }),
      false,
    );
  });

  it('deny: admin edit that changes createdBy / createdAt or skips the server updatedAt', async () => {
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { createdBy: 'outro', updatedAt: serverTimestamp() }),
      false,
    );
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      false,
    );
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), { title: 'Aula ao vivo de marketing' }),
      false,
    );
  });

  it.each(rows(ADMIN_ONLY, 'deletes a live class'))('%s', async (_, caller, allowed) => {
    const id = await ownLive();
    await expectRule(deleteDoc(doc(lives(caller), id)), allowed);
  });
});

describe("liveClasses: the replay fields are the function's", () => {
  it('deny: admin edit that links or changes a replay', async () => {
    await expectRule(
      updateDoc(doc(lives('admin'), 'agora'), {
        replayClassId: 'gravacao-agora',
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });

  it('allow: admin edit of a class whose replay exists keeps it', async () => {
    const id = await seedOwn(env(), 'liveClasses', {
      ...liveNow(),
      replayClassId: 'gravacao-x',
      replaySlug: 'gravacao-x-abcd1234',
    });
    await expectRule(
      updateDoc(doc(lives('admin'), id), {
        title: 'Aula ao vivo revista',
        updatedAt: serverTimestamp(),
      }),
      true,
    );
  });
});

describe('liveClassRooms: the room link', () => {
  const rooms = (caller: Caller) => collection(dbAs(env(), caller), 'liveClassRooms');
  const room = () => ({ externalLink: 'https://zoom.us/j/123', updatedAt: serverTimestamp() });

  it.each(rows(ADMIN_ONLY, 'reads the room link'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(doc(rooms(caller), 'agora')), allowed);
  });

  it.each(rows(ADMIN_ONLY, 'lists the room links'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(rooms(caller)), allowed);
  });

  it.each(rows(ADMIN_ONLY, 'writes a room link'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(doc(rooms(caller), uniqueId('sala')), room()), allowed);
  });

  const invalid: [string, DocumentData][] = [
    ['a link that is not a URL', { externalLink: 'meet abc' }],
    ['a client updatedAt', { updatedAt: Timestamp.now() }],
    ['an extra key', { password: '123' }],
  ];
  it.each(invalid)('deny: admin writes a room with %s', async (_, patch) => {
    await expectRule(setDoc(doc(rooms('admin'), uniqueId('sala')), { ...room(), ...patch }), false);
  });

  it('allow: admin deletes a room', async () => {
    const id = await seedOwn(env(), 'liveClassRooms', {
      externalLink: 'https://meet.example.com/y',
      updatedAt: new Date(),
    });
    await expectRule(deleteDoc(doc(rooms('admin'), id)), true);
  });
});

describe('liveAttendance', () => {
  const attendances = (caller: Caller) => collection(dbAs(env(), caller), 'liveAttendance');
  const subscribersOwn = liveAttendanceId('agora', DEMO_UIDS.subscriber);

  it('allow: the member reads their own attendance', async () => {
    await expectRule(getDoc(doc(attendances('subscriber'), subscribersOwn)), true);
  });

  it('allow: the member listens to their attendance before they join (no document yet)', async () => {
    await expectRule(
      getDoc(doc(attendances('student'), liveAttendanceId('agora', uidOf('student')))),
      true,
    );
  });

  it('allow: the member lists their own attendances (uid == own)', async () => {
    await expectRule(
      getDocs(query(attendances('subscriber'), where('uid', '==', uidOf('subscriber')))),
      true,
    );
  });

  it.each([
    ['student', "another member's attendance"],
    ['signedOut', 'an attendance'],
  ] as [Caller, string][])('deny: %s reads %s', async (caller) => {
    await expectRule(getDoc(doc(attendances(caller), subscribersOwn)), false);
  });

  it("deny: a member lists a class's attendance", async () => {
    await expectRule(
      getDocs(query(attendances('student'), where('liveClassId', '==', 'agora'))),
      false,
    );
  });

  it("allow: admin lists a class's attendance", async () => {
    await expectRule(
      getDocs(query(attendances('admin'), where('liveClassId', '==', 'agora'))),
      true,
    );
  });

  it.each(rows({ ...ADMIN_ONLY, admin: false }, 'writes an attendance'))(
    '%s',
    async (_, caller, allowed) => {
      const uid = uidOf(caller);
      await expectRule(
        setDoc(doc(attendances(caller), liveAttendanceId('agora', uid)), attendance(uid)),
        allowed,
      );
    },
  );

  it('deny: the member bumps their own join count', async () => {
    await expectRule(
      updateDoc(doc(attendances('subscriber'), subscribersOwn), { joins: 5 }),
      false,
    );
  });
});
