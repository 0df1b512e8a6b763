// profiles/{uid}/notifications/{id} (a member's own), announcements/{id} (one per new class or
// live class, for everyone or for subscribers) and profiles/{uid}.notificationsReadAt.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  Timestamp,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { SUBSCRIBER_WITH_ACCESS, WITH_ACCESS, expectRule, rows, uidOf } from './fixtures';

const reply = (title: string) => ({
  kind: 'reply',
  title,
  classSlug: 'aula-semanal-abcd1234',
  createdAt: new Date(),
});
const announcement = (audience: 'members' | 'subscribers') => ({
  kind: audience === 'members' ? 'newClass' : 'courseClass',
  title: 'Aula nova',
  courseTitle: audience === 'members' ? null : 'Finanças',
  classSlug: 'aula-nova-abcd1234',
  audience,
  createdAt: new Date(),
});

const env = useRulesEnv({
  seed: async (environment) => {
    await seed(environment, {
      [`profiles/${DEMO_UIDS.student}/notifications/reply-1`]: reply('Aula do aluno'),
      [`profiles/${DEMO_UIDS.subscriber}/notifications/reply-2`]: reply('Aula do assinante'),
      'announcements/class-semanal': announcement('members'),
      'announcements/class-curso': announcement('subscribers'),
    });
  },
});

const own = (caller: Caller, owner: Caller = caller) =>
  collection(dbAs(env(), caller), 'profiles', uidOf(owner), 'notifications');
const announcements = (caller: Caller) => collection(dbAs(env(), caller), 'announcements');

describe('notifications: a member reads only their own', () => {
  it('allow: student lists their newest 20', async () => {
    await expectRule(getDocs(query(own('student'), orderBy('createdAt', 'desc'), limit(20))), true);
  });

  it('deny: student lists their notifications without a limit of at most 20', async () => {
    await expectRule(getDocs(query(own('student'), orderBy('createdAt', 'desc'))), false);
    await expectRule(getDocs(query(own('student'), limit(21))), false);
  });

  it.each(['subscriber', 'admin', 'signedOut'] as const)(
    "deny: %s reads the student's notifications",
    async (caller) => {
      await expectRule(getDocs(query(own(caller, 'student'), limit(20))), false);
      await expectRule(getDoc(doc(own(caller, 'student'), 'reply-1')), false);
    },
  );

  it.each(['student', 'admin'] as const)('deny: %s writes a notification', async (caller) => {
    const target = doc(own(caller, 'student'), 'forjada');
    await expectRule(setDoc(target, reply('Forjada')), false);
    await expectRule(updateDoc(doc(own(caller, 'student'), 'reply-1'), { title: 'x' }), false);
    await expectRule(deleteDoc(doc(own(caller, 'student'), 'reply-1')), false);
  });
});

describe('announcements: one document for everyone', () => {
  it.each(rows(WITH_ACCESS, "lists the members' announcements"))(
    '%s',
    async (_, caller, allowed) => {
      const q = query(
        announcements(caller),
        where('audience', '==', 'members'),
        where('createdAt', '>', Timestamp.fromMillis(0)),
        orderBy('createdAt', 'desc'),
        limit(20),
      );
      await expectRule(getDocs(q), allowed);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, 'lists the announcements for subscribers too'))(
    '%s',
    async (_, caller, allowed) => {
      const q = query(
        announcements(caller),
        where('audience', 'in', ['members', 'subscribers']),
        orderBy('createdAt', 'desc'),
        limit(20),
      );
      await expectRule(getDocs(q), allowed);
    },
  );

  it('deny: student gets a course-class announcement', async () => {
    await expectRule(getDoc(doc(announcements('student'), 'class-curso')), false);
  });

  it('deny: student lists announcements without saying the audience', async () => {
    await expectRule(getDocs(query(announcements('student'), limit(20))), false);
  });

  it.each(['student', 'admin'] as const)('deny: %s writes an announcement', async (caller) => {
    await expectRule(setDoc(doc(announcements(caller), 'forjada'), announcement('members')), false);
    await expectRule(deleteDoc(doc(announcements(caller), 'class-semanal')), false);
  });
});

describe('profiles: notificationsReadAt', () => {
  const mine = (caller: Caller, owner: Caller = caller) =>
    doc(dbAs(env(), caller), 'profiles', uidOf(owner));

  it('allow: the member marks their notifications read (server time)', async () => {
    await expectRule(updateDoc(mine('student'), { notificationsReadAt: serverTimestamp() }), true);
  });

  it('deny: the member sets a client time (to hide future notifications)', async () => {
    const future = Timestamp.fromMillis(Date.now() + 86_400_000);
    await expectRule(updateDoc(mine('student'), { notificationsReadAt: future }), false);
  });

  it("deny: someone else marks the student's notifications read", async () => {
    await expectRule(
      updateDoc(mine('subscriber', 'student'), { notificationsReadAt: serverTimestamp() }),
      false,
    );
  });
});
