// 'Meta da semana' against the emulators. With the clock in the test's hands (the triggers paused,
// their work called directly at a chosen "now"): a class counts once per week, a completion undone
// leaves the week, the goal met tells the bell once, and the Friday job e-mails once, only those
// behind with 'Lembretes para continuar estudando' on. Then the deployed triggers, in real time:
// the member's goal and two completions move the document and ring the bell.
import {
  COLLECTIONS,
  goalWeekOf,
  notificationIds,
  notificationText,
  WEEKLY_GOAL_DOC_ID,
  weeklyGoalEmailMessages as t,
  weeklyGoalSchema,
  type Mail,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordGoalChange } from '../../functions/src/weekly-goal/apply-goal-change';
import {
  recordCompletion,
  recordCompletionUndone,
} from '../../functions/src/weekly-goal/record-completion';
import { runWeeklyGoalNudge } from '../../functions/src/weekly-goal/run-weekly-goal-nudge';
import { classFixture } from '../support/class-fixture';
import {
  adminDb,
  clearEmulators,
  profileData,
  useFunctionsSuite,
  withoutBackgroundTriggers,
} from '../support/functions-env';

const DAY = 86_400_000;
const POLL = { timeout: 20_000, interval: 200 };
const SECRET = /^UNSUBSCRIBE_SECRET=(.+)$/m.exec(
  readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8'),
)![1]!;
const links = {
  appUrl: 'https://escola.example',
  unsubscribeUrl: 'https://escola.example/unsubscribe',
  secret: SECRET,
};
// São Paulo is UTC-3 all year.
const sp = (local: string) => new Date(`${local}-03:00`);
/** Friday 18:00 in São Paulo, in the week of Monday 2026-11-23. */
const friday = sp('2026-11-27T18:00:00');
const WEEK = '2026-11-23';

useFunctionsSuite({ client: false });

const profile = (uid: string) => adminDb.collection(COLLECTIONS.profiles).doc(uid);
const goalDoc = (uid: string) =>
  profile(uid).collection(COLLECTIONS.weeklyGoal).doc(WEEKLY_GOAL_DOC_ID);
const notice = (uid: string, week: string) =>
  profile(uid).collection(COLLECTIONS.notifications).doc(notificationIds.weeklyGoalMet(week));
const stateOf = async (uid: string) => weeklyGoalSchema.parse((await goalDoc(uid).get()).data());

async function member(uid: string, overrides: Record<string, unknown> = {}, now = friday) {
  await profile(uid).set(
    profileData(`${uid}@demo.test`, {
      name: `${uid[0]!.toUpperCase()}${uid.slice(1)} Souza`,
      plan: 'mensal',
      validUntil: Timestamp.fromMillis(now.getTime() + 60 * DAY),
      createdAt: Timestamp.fromMillis(now.getTime() - 90 * DAY),
      ...overrides,
    }),
  );
}

/** The member's goal as the card writes it. */
const pickGoal = (uid: string, goal: number, at: Date) =>
  goalDoc(uid).set({ goal, goalSetAt: Timestamp.fromDate(at) }, { merge: true });

async function metTotal(week: string) {
  const snap = await adminDb
    .collection(COLLECTIONS.weeklyGoalTotals)
    .where('week', '==', week)
    .get();
  return snap.docs.reduce((sum, doc) => sum + Number(doc.get('met') ?? 0), 0);
}

describe('with the clock in the test', () => {
  // Emptied before the triggers resume: the clear's deletes would reach them otherwise.
  withoutBackgroundTriggers({ beforeEnable: clearEmulators });

  it('counts a class once per week, and a completion undone leaves the week', async () => {
    const monday = sp('2026-11-23T09:00:00');
    await recordCompletion(adminDb, { uid: 'ana', classId: 'a', completedAt: monday, now: monday });
    const again = await recordCompletion(adminDb, {
      uid: 'ana',
      classId: 'a',
      completedAt: sp('2026-11-25T20:00:00'),
      now: sp('2026-11-25T20:00:00'),
    });
    expect(again?.changed).toBe(false);
    expect((await stateOf('ana')).classIds).toEqual(['a']);

    const tuesday = sp('2026-11-24T10:00:00');
    await recordCompletion(adminDb, {
      uid: 'ana',
      classId: 'b',
      completedAt: tuesday,
      now: tuesday,
    });
    expect((await stateOf('ana')).classIds).toEqual(['a', 'b']);
    // No goal picked: the suggestion (1) counts for the streak, but the bell stays quiet.
    expect((await notice('ana', WEEK).get()).exists).toBe(false);

    await recordCompletionUndone(adminDb, {
      uid: 'ana',
      classId: 'a',
      completedAt: monday,
      now: sp('2026-11-26T08:00:00'),
    });
    expect((await stateOf('ana')).classIds).toEqual(['b']);

    // Sunday 23:59:59 is still this week; Monday 00:00 opens the next one.
    const sunday = sp('2026-11-29T23:59:59');
    await recordCompletion(adminDb, { uid: 'ana', classId: 'c', completedAt: sunday, now: sunday });
    expect((await stateOf('ana')).classIds).toEqual(['b', 'c']);
    const next = sp('2026-11-30T00:00:00');
    await recordCompletion(adminDb, { uid: 'ana', classId: 'b', completedAt: next, now: next });
    const state = await stateOf('ana');
    expect(state).toMatchObject({ week: '2026-11-30', classIds: ['b'], streak: 1 });
    expect(state.history).toEqual([{ week: WEEK, goal: 1, count: 2, outcome: 'met' }]);
  });

  it('ignores a completion dated in a week already closed, and an undo without a document', async () => {
    expect(
      await recordCompletion(adminDb, {
        uid: 'bia',
        classId: 'a',
        completedAt: sp('2026-11-22T23:00:00'),
        now: sp('2026-11-23T00:05:00'),
      }),
    ).toBeNull();
    await recordCompletionUndone(adminDb, {
      uid: 'bia',
      classId: 'a',
      completedAt: friday,
      now: friday,
    });
    expect((await goalDoc('bia').get()).exists).toBe(false);
  });

  it("rings the bell once when the goal is met, and counts the week's total once", async () => {
    await pickGoal('caio', 2, sp('2026-11-23T08:00:00'));
    await recordGoalChange(adminDb, {
      uid: 'caio',
      previousGoal: undefined,
      now: sp('2026-11-23T08:00:00'),
    });
    const at = (day: string) => sp(`2026-11-${day}T12:00:00`);
    await recordCompletion(adminDb, {
      uid: 'caio',
      classId: 'a',
      completedAt: at('24'),
      now: at('24'),
    });
    expect((await notice('caio', WEEK).get()).exists).toBe(false);
    const met = await recordCompletion(adminDb, {
      uid: 'caio',
      classId: 'b',
      completedAt: at('25'),
      now: at('25'),
    });
    expect(met?.notified).toBe(true);
    const bell = (await notice('caio', WEEK).get()).data()!;
    expect(notificationText(bell as Parameters<typeof notificationText>[0])).toBe(
      'Meta da semana cumprida!',
    );
    // Undone and done again, or a third class: no second notice, no second count.
    await recordCompletionUndone(adminDb, {
      uid: 'caio',
      classId: 'b',
      completedAt: at('25'),
      now: at('26'),
    });
    const again = await recordCompletion(adminDb, {
      uid: 'caio',
      classId: 'b',
      completedAt: at('26'),
      now: at('26'),
    });
    expect(again?.notified).toBe(false);
    expect(await metTotal(WEEK)).toBe(1);
    expect((await stateOf('caio')).inTotals).toBe(true);
  });

  it('a goal lowered mid-week applies to this week and may meet it at once', async () => {
    await pickGoal('davi', 3, sp('2026-11-16T08:00:00'));
    await recordGoalChange(adminDb, {
      uid: 'davi',
      previousGoal: undefined,
      now: sp('2026-11-16T08:00:00'),
    });
    for (const [id, day] of [
      ['a', '17'],
      ['b', '18'],
      ['c', '19'],
    ] as const) {
      const at = sp(`2026-11-${day}T12:00:00`);
      await recordCompletion(adminDb, { uid: 'davi', classId: id, completedAt: at, now: at });
    }
    for (const [id, day] of [
      ['d', '24'],
      ['e', '25'],
    ] as const) {
      const at = sp(`2026-11-${day}T12:00:00`);
      await recordCompletion(adminDb, { uid: 'davi', classId: id, completedAt: at, now: at });
    }
    expect((await notice('davi', WEEK).get()).exists).toBe(false);
    await pickGoal('davi', 2, sp('2026-11-25T13:00:00'));
    const changed = await recordGoalChange(adminDb, {
      uid: 'davi',
      previousGoal: 3,
      now: sp('2026-11-25T13:00:00'),
    });
    expect(changed.notified).toBe(true);
    const state = await stateOf('davi');
    // The streak is kept: last week met under 3; this week is judged by 2.
    expect(state).toMatchObject({ goal: 2, weekGoal: 2, streak: 1, classIds: ['d', 'e'] });
    expect(state.history).toEqual([{ week: '2026-11-16', goal: 3, count: 3, outcome: 'met' }]);
  });

  it('the Friday job e-mails once, only members behind with the switch on', async () => {
    const classes = adminDb.collection(COLLECTIONS.classes);
    await classes
      .doc('nova')
      .set({ ...classFixture('SEMANAL', 'Aula nova'), createdAt: Timestamp.fromDate(friday) });
    await classes.doc('anterior').set({
      ...classFixture('SEMANAL', 'Aula anterior'),
      createdAt: Timestamp.fromMillis(friday.getTime() - 7 * DAY),
    });
    const state = (goal: number | undefined, classIds: string[]) => ({
      ...(goal === undefined ? {} : { goal, goalSetAt: Timestamp.fromDate(friday) }),
      week: WEEK,
      weekGoal: goal ?? 1,
      classIds,
      streak: 2,
      history: [],
    });
    const members: [string, Record<string, unknown>, ReturnType<typeof state>][] = [
      ['ana', {}, state(3, ['nova'])], // behind by 2: the next class is 'Aula anterior'
      ['bia', {}, state(2, ['x'])], // behind by 1
      ['caio', {}, state(1, ['x'])], // met
      ['davi', {}, state(undefined, [])], // no goal picked
      ['eva', { emailPreferences: { studyReminders: false } }, state(2, [])], // switch off
      ['fabio', { validUntil: Timestamp.fromMillis(friday.getTime() - DAY) }, state(2, [])],
      ['gil', { role: 'ADMIN' }, state(2, [])],
    ];
    for (const [uid, overrides, goal] of members) {
      await member(uid, overrides);
      await goalDoc(uid).set(goal);
    }
    // A goal document of last week: the week rolled over, so 0 of 2 this week.
    await member('hugo');
    await goalDoc('hugo').set({ ...state(2, ['a', 'b']), week: '2026-11-16' });
    await profile('ana')
      .collection(COLLECTIONS.completions)
      .doc('nova')
      .set({
        classId: 'nova',
        completedAt: Timestamp.fromDate(friday),
      });

    const first = await runWeeklyGoalNudge(adminDb, friday, links);
    expect(first).toMatchObject({ goals: 7, behind: 3, queued: 3, alreadySent: 0 });
    const mail = await adminDb.collection(COLLECTIONS.mail).get();
    const byId = new Map(mail.docs.map((doc) => [doc.id, doc.data() as Mail]));
    expect([...byId.keys()].sort()).toEqual([
      `weekly-goal-${WEEK}-ana`,
      `weekly-goal-${WEEK}-bia`,
      `weekly-goal-${WEEK}-hugo`,
    ]);
    const ana = byId.get(`weekly-goal-${WEEK}-ana`)!;
    expect(ana.message.subject).toBe('Faltam 2 aulas para sua meta da semana');
    expect(ana.message.text).toContain(t.progress(1, 3));
    expect(ana.message.text).toContain(t.next('Aula anterior'));
    expect(ana.message.text).toContain('https://escola.example/dashboard/aula/');
    expect(ana.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(byId.get(`weekly-goal-${WEEK}-bia`)!.message.subject).toBe(
      'Falta 1 aula para sua meta da semana',
    );
    expect(byId.get(`weekly-goal-${WEEK}-hugo`)!.message.text).toContain(t.next('Aula nova'));

    // Again that week (a retry): the finished sweep reads nothing.
    expect(
      await runWeeklyGoalNudge(adminDb, new Date(friday.getTime() + 60_000), links),
    ).toMatchObject({ skipped: 'already-ran', queued: 0 });
    // A run cut short before it recorded its end: each e-mail still goes once.
    await adminDb.collection(COLLECTIONS.reminderRuns).doc(`weekly-goal-${WEEK}`).delete();
    expect(await runWeeklyGoalNudge(adminDb, friday, links)).toMatchObject({
      queued: 0,
      alreadySent: 3,
    });
    expect((await adminDb.collection(COLLECTIONS.mail).get()).size).toBe(3);
  });
});

describe('the triggers', () => {
  it('a goal of 2 and two classes completed: the week moves and the bell rings', async () => {
    const now = new Date();
    const week = goalWeekOf(now);
    await member('lia', {}, now);
    await goalDoc('lia').set({ goal: 2, goalSetAt: Timestamp.now() });
    await expect.poll(async () => (await stateOf('lia')).week, POLL).toBe(week);
    const complete = (classId: string) =>
      profile('lia')
        .collection(COLLECTIONS.completions)
        .doc(classId)
        .set({ classId, completedAt: Timestamp.now() });
    await complete('um');
    await expect.poll(async () => (await stateOf('lia')).classIds, POLL).toEqual(['um']);
    await complete('dois');
    await expect.poll(async () => (await notice('lia', week).get()).exists, POLL).toBe(true);
    expect((await stateOf('lia')).notifiedWeek).toBe(week);
    // Undone: the class leaves the week.
    await profile('lia').collection(COLLECTIONS.completions).doc('um').delete();
    await expect.poll(async () => (await stateOf('lia')).classIds, POLL).toEqual(['dois']);
    const members = await adminDb
      .collection(COLLECTIONS.weeklyGoalTotals)
      .where('withGoal', '>=', 1)
      .get();
    expect(members.docs.reduce((sum, doc) => sum + Number(doc.get('withGoal')), 0)).toBe(1);
  });
});
