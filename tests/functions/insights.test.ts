// The insights counters against the emulators: the backfill builds the summaries from history,
// the triggers count openings, completions and purchases as they happen (each once, whatever
// the retries), and the nightly reconciliation corrects an introduced error and records it.
// Other files' clears fire deletes into this project, so trigger tests read differences on ids
// of their own instead of totals.
import {
  COLLECTIONS,
  courseFunnel,
  INDICATORS_OVERVIEW_ID,
  indicatorsOverviewSchema,
  indicatorWeekShardSchema,
  saoPauloWeek,
  weeklyTotals,
  weekOfDay,
  addDays,
  saoPauloToday,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  completionMarkRef,
  countCompletionMade,
  countCompletionUndone,
  countOpening,
  countPurchase,
  weekShardRef,
} from '../../functions/src/indicators/indicator-counters';
import { rebuildIndicators } from '../../functions/src/indicators/rebuild-indicators';
import { refreshIndicators } from '../../functions/src/indicators/refresh-indicators';
import { adminDb, profileData, useFunctionsSuite } from '../support/functions-env';

const DAY = 86_400_000;
const POLL = { timeout: 20_000, interval: 200 };
const now = new Date();

useFunctionsSuite({ client: false, reset: 'once' });

async function weekTotals(week: string) {
  const shards = await adminDb
    .collection(COLLECTIONS.indicatorWeeks)
    .where('week', '==', week)
    .get();
  return weeklyTotals(
    shards.docs.map((doc) => indicatorWeekShardSchema.parse(doc.data())),
    [week],
  )[0]!;
}

async function classCounts(week: string, kind: 'opens' | 'completions', classId: string) {
  const shards = await adminDb
    .collection(COLLECTIONS.indicatorWeeks)
    .where('week', '==', week)
    .get();
  let total = 0;
  for (const doc of shards.docs) {
    const shard = indicatorWeekShardSchema.parse(doc.data());
    for (const byClass of Object.values(shard[kind])) total += byClass[classId] ?? 0;
  }
  return total;
}

async function funnelCounts(courseId: string) {
  const shards = await adminDb
    .collection(COLLECTIONS.courseFunnels)
    .doc(courseId)
    .collection(COLLECTIONS.funnelShards)
    .get();
  return shards.docs.map((doc) => (doc.get('completions') as Record<string, number>) ?? {});
}

async function member(uid: string, overrides: Record<string, unknown> = {}) {
  await adminDb
    .collection(COLLECTIONS.profiles)
    .doc(uid)
    .set(
      profileData(`${uid}@demo.test`, {
        name: `${uid} Silva`,
        plan: 'mensal',
        validUntil: Timestamp.fromMillis(now.getTime() + 60 * DAY),
        createdAt: Timestamp.fromMillis(now.getTime() - 200 * DAY),
        lastActiveOn: saoPauloToday(now),
        ...overrides,
      }),
    );
}

const memberDoc = (uid: string, collection: string, classId: string) =>
  adminDb.collection(COLLECTIONS.profiles).doc(uid).collection(collection).doc(classId);
const viewDoc = (uid: string, classId: string) => memberDoc(uid, COLLECTIONS.recentViews, classId);
const completionDoc = (uid: string, classId: string) =>
  memberDoc(uid, COLLECTIONS.completions, classId);

const view = (uid: string, classId: string, at: Date, title = `Aula ${classId}`) =>
  viewDoc(uid, classId).set({
    classId,
    slug: classId,
    title,
    type: 'CURSO',
    viewedAt: Timestamp.fromDate(at),
  });

const complete = (uid: string, classId: string, courseId: string | null, at: Date) =>
  completionDoc(uid, classId).set({ classId, courseId, completedAt: Timestamp.fromDate(at) });

/** Marks a class completed and returns the completion document's createTime (its incarnation). */
async function completed(uid: string, classId: string, courseId: string | null, at: Date) {
  await complete(uid, classId, courseId, at);
  return (await completionDoc(uid, classId).get()).createTime!;
}

const purchase = (id: string, fields: Record<string, unknown>, at: Date) =>
  adminDb
    .collection(COLLECTIONS.purchases)
    .doc(id)
    .set({
      eventId: id,
      event: 'PURCHASE_APPROVED',
      outcome: 'applied',
      action: 'grant',
      eventAt: Timestamp.fromDate(at),
      receivedAt: Timestamp.fromDate(at),
      ...fields,
    });

describe('backfill (rebuildInsights)', () => {
  it('fills the weeks, the funnel and the overview from the records an install holds', async () => {
    const thisWeek = saoPauloWeek(now);
    const threeWeeksAgo = new Date(now.getTime() - 21 * DAY);
    const oldWeek = saoPauloWeek(threeWeeksAgo);
    await member('ana');
    await member('bia', { lastActiveOn: addDays(saoPauloToday(now), -20) });
    await member('caio', {
      validUntil: Timestamp.fromMillis(now.getTime() + 3 * DAY),
    });
    await member('duda', { validUntil: Timestamp.fromMillis(now.getTime() - DAY) });
    await member('eva', { cancelled: true });
    await member('chefe', { role: 'ADMIN' });
    await adminDb
      .collection(COLLECTIONS.courses)
      .doc('curso-funil')
      .set({
        title: 'Curso Funil',
        classOrder: ['funil-2', 'funil-1'],
        createdAt: Timestamp.fromDate(now),
      });
    for (const [id, title] of [
      ['funil-1', 'Segunda aula'],
      ['funil-2', 'Primeira aula'],
    ] as const) {
      await adminDb
        .collection(COLLECTIONS.classes)
        .doc(id)
        .set({
          title,
          slug: id,
          type: 'CURSO',
          courseId: 'curso-funil',
          createdAt: Timestamp.fromDate(now),
        });
    }
    // History, dated well before now: the triggers leave it to the backfill.
    await view('ana', 'funil-2', threeWeeksAgo, 'Primeira aula');
    await view('bia', 'funil-2', threeWeeksAgo, 'Primeira aula');
    await view('bia', 'funil-1', threeWeeksAgo, 'Segunda aula');
    await view('chefe', 'funil-1', threeWeeksAgo); // an admin: not a member
    await complete('ana', 'funil-2', 'curso-funil', threeWeeksAgo);
    await complete('bia', 'funil-2', 'curso-funil', threeWeeksAgo);
    await complete('bia', 'funil-1', 'curso-funil', threeWeeksAgo);
    await purchase('venda-antiga', {}, threeWeeksAgo);
    await purchase('renovacao-antiga', { action: 'renew' }, threeWeeksAgo);
    await purchase(
      'reembolso-antigo',
      { event: 'PURCHASE_REFUNDED', action: 'revoke' },
      threeWeeksAgo,
    );
    await purchase(
      'cancelado-sem-pagar',
      { event: 'PURCHASE_CANCELED', action: 'revoke' },
      threeWeeksAgo,
    );
    await purchase('ignorada', { outcome: 'ignored', action: null }, threeWeeksAgo);

    const result = await rebuildIndicators(adminDb, now);
    expect(result).toMatchObject({ opens: 3, completions: 3, purchases: 3 });

    expect(await weekTotals(oldWeek)).toEqual({
      week: oldWeek,
      active: 2,
      opens: 3,
      completions: 3,
      sales: 1,
      renewals: 1,
      refunds: 1,
    });
    expect((await weekTotals(thisWeek)).active).toBe(0);

    const funnel = await adminDb.collection(COLLECTIONS.courseFunnels).doc('curso-funil').get();
    expect(funnel.get('classes')).toEqual([
      { id: 'funil-2', title: 'Primeira aula' },
      { id: 'funil-1', title: 'Segunda aula' },
    ]);
    expect(courseFunnel(funnel.get('classes'), await funnelCounts('curso-funil'))).toEqual([
      { classId: 'funil-2', title: 'Primeira aula', completions: 2, drop: 0 },
      { classId: 'funil-1', title: 'Segunda aula', completions: 1, drop: 1 },
    ]);

    const overview = indicatorsOverviewSchema.parse(
      (await adminDb.collection(COLLECTIONS.indicators).doc(INDICATORS_OVERVIEW_ID).get()).data(),
    );
    expect(overview.statusCounts).toEqual({
      active: 3,
      expired: 1,
      cancelled: 1,
      partner: 0,
      'no-plan': 0,
    });
    expect(overview.withAccess).toBe(3);
    expect(overview.withAccessByWeek).toEqual({ [thisWeek]: 3 });
    expect(overview.atRisk.map((m) => [m.uid, m.reasons])).toEqual([
      ['caio', ['ending']],
      ['bia', ['inactive']],
    ]);
    expect(overview.courses).toEqual([{ id: 'curso-funil', title: 'Curso Funil' }]);
    // Nothing to correct right after a backfill.
    expect(result.refresh.corrections).toEqual([]);
  });
});

describe('counting as it happens (triggers)', () => {
  it("a member's openings: each counted, the member active once a week; an admin's not", async () => {
    const week = saoPauloWeek(new Date());
    await member('fabio');
    await member('gil', { role: 'ADMIN' });
    const before = await weekTotals(week);
    await view('fabio', 'ao-vivo-a', new Date());
    await view('fabio', 'ao-vivo-b', new Date());
    await view('gil', 'ao-vivo-a', new Date());
    await expect.poll(() => classCounts(week, 'opens', 'ao-vivo-b'), POLL).toBe(1);
    await expect.poll(() => classCounts(week, 'opens', 'ao-vivo-a'), POLL).toBe(1);
    // Opening the same class again is another opening.
    await view('fabio', 'ao-vivo-a', new Date(Date.now() + 1000));
    await expect.poll(() => classCounts(week, 'opens', 'ao-vivo-a'), POLL).toBe(2);
    expect((await weekTotals(week)).active - before.active).toBe(1);
  });

  it('completions follow marking and unmarking, in the week and in the funnel', async () => {
    await member('helena');
    const week = saoPauloWeek(new Date());
    const total = async () =>
      (await funnelCounts('curso-vivo')).reduce((sum, counts) => sum + (counts['vivo-1'] ?? 0), 0);
    await complete('helena', 'vivo-1', 'curso-vivo', new Date());
    await expect.poll(total, POLL).toBe(1);
    await expect.poll(() => classCounts(week, 'completions', 'vivo-1'), POLL).toBe(1);
    await completionDoc('helena', 'vivo-1').delete();
    await expect.poll(total, POLL).toBe(0);
    await expect.poll(() => classCounts(week, 'completions', 'vivo-1'), POLL).toBe(0);
  });

  it('a purchase record counts as a sale, a renewal or a refund in its week', async () => {
    const at = new Date();
    const week = saoPauloWeek(at);
    const before = await weekTotals(week);
    await purchase('venda-nova', {}, at);
    await purchase('renovacao-nova', { action: 'renew' }, at);
    await purchase('estorno-novo', { event: 'PURCHASE_CHARGEBACK', action: 'revoke' }, at);
    await purchase('pendente', { outcome: 'stale' }, at);
    await expect
      .poll(async () => {
        const after = await weekTotals(week);
        return [
          after.sales - before.sales,
          after.renewals - before.renewals,
          after.refunds - before.refunds,
        ];
      }, POLL)
      .toEqual([1, 1, 1]);
  });
});

describe('each event counted once', () => {
  // A week of its own (a year back), so no trigger of this file touches it.
  const at = new Date(now.getTime() - 365 * DAY);
  const week = weekOfDay(saoPauloToday(at));

  // The view and the completion the counts below come from (a year back: no trigger counts them).
  let createTime: Timestamp;

  it('a retried trigger (the same event id) changes nothing the second time', async () => {
    await view('ivo', 'repetida', at, 'Repetida');
    createTime = await completed('ivo', 'repetida', 'curso-repetido', at);
    const opening = { eventId: 'evento-1', uid: 'ivo', classId: 'repetida', title: 'Repetida', at };
    expect(await countOpening(adminDb, opening)).toBe(true);
    expect(await countOpening(adminDb, opening)).toBe(false);
    // Another opening by the same member that week: counted, but the member stays one.
    expect(await countOpening(adminDb, { ...opening, eventId: 'evento-2' })).toBe(true);
    const completion = {
      eventId: 'evento-3',
      uid: 'ivo',
      classId: 'repetida',
      courseId: 'curso-repetido',
      completedAt: at,
      createTime,
    };
    expect(await countCompletionMade(adminDb, completion)).toBe(true);
    expect(await countCompletionMade(adminDb, completion)).toBe(false);
    const sale = { eventId: 'evento-4', kind: 'sales' as const, at };
    expect(await countPurchase(adminDb, sale)).toBe(true);
    expect(await countPurchase(adminDb, sale)).toBe(false);

    expect(await weekTotals(week)).toMatchObject({ active: 1, opens: 2, completions: 1, sales: 1 });
    expect(await funnelCounts('curso-repetido')).toEqual([{ repetida: 1 }]);
  });

  it("undoing a completion takes off what was counted, once; another incarnation's deletion, nothing", async () => {
    const undo = { uid: 'ivo', classId: 'repetida', createTime };
    // A late delete of an earlier completion of the same class (data cleared, then written again).
    expect(
      await countCompletionUndone(adminDb, { ...undo, createTime: Timestamp.fromMillis(500) }),
    ).toBe(false);
    expect(await countCompletionUndone(adminDb, undo)).toBe(true);
    expect(await countCompletionUndone(adminDb, undo)).toBe(false);
    expect((await completionMarkRef(adminDb, 'ivo', 'repetida').get()).exists).toBe(false);
    expect(await weekTotals(week)).toMatchObject({ completions: 0 });
    const total = (await funnelCounts('curso-repetido')).reduce(
      (sum, c) => sum + (c.repetida ?? 0),
      0,
    );
    expect(total).toBe(0);
  });
});

describe('a trigger that runs after its document is gone', () => {
  // A week of its own (two years back), so no other test of this file touches it.
  const at = new Date(now.getTime() - 730 * DAY);
  const week = weekOfDay(saoPauloToday(at));
  const markersOf = async (uid: string) =>
    (await adminDb.collection(COLLECTIONS.indicatorEvents).where('uid', '==', uid).get()).size;

  it("an opening whose view the account deletion removed first: nothing counted, no marker with the member's uid", async () => {
    await view('joana', 'apagada', at);
    await viewDoc('joana', 'apagada').delete();
    const opening = { eventId: 'evento-5', uid: 'joana', classId: 'apagada', title: 'Apagada', at };
    expect(await countOpening(adminDb, opening)).toBe(false);
    expect(await markersOf('joana')).toBe(0);
    expect(await weekTotals(week)).toMatchObject({ active: 0, opens: 0 });
  });

  it('a completion unmarked, or unmarked and made again, before its count: only the one that is there counts', async () => {
    const first = await completed('joana', 'desfeita', 'curso-desfeito', at);
    await completionDoc('joana', 'desfeita').delete();
    const made = {
      eventId: 'evento-6',
      uid: 'joana',
      classId: 'desfeita',
      courseId: 'curso-desfeito',
      completedAt: at,
      createTime: first,
    };
    expect(await countCompletionMade(adminDb, made)).toBe(false);
    expect((await completionMarkRef(adminDb, 'joana', 'desfeita').get()).exists).toBe(false);
    // Made again: the first one's late trigger still counts nothing; the second's counts it once.
    const second = await completed('joana', 'desfeita', 'curso-desfeito', at);
    expect(await countCompletionMade(adminDb, made)).toBe(false);
    expect(
      await countCompletionMade(adminDb, { ...made, eventId: 'evento-7', createTime: second }),
    ).toBe(true);
    expect(await weekTotals(week)).toMatchObject({ completions: 1 });
    expect(await funnelCounts('curso-desfeito')).toEqual([{ desfeita: 1 }]);
  });
});

describe('nightly reconciliation', () => {
  it('corrects an introduced error in sales and in a funnel, and records each correction', async () => {
    const week = saoPauloWeek(now);
    await member('joana');
    await adminDb
      .collection(COLLECTIONS.courses)
      .doc('curso-conferido')
      .set({
        title: 'Curso Conferido',
        createdAt: Timestamp.fromDate(now),
      });
    await adminDb
      .collection(COLLECTIONS.classes)
      .doc('conferida-1')
      .set({
        title: 'Conferida',
        slug: 'conferida-1',
        type: 'CURSO',
        courseId: 'curso-conferido',
        createdAt: Timestamp.fromDate(now),
      });
    await complete('joana', 'conferida-1', 'curso-conferido', new Date());
    await expect.poll(async () => (await funnelCounts('curso-conferido')).length, POLL).toBe(1);
    // Settle what the triggers counted, then break two counters by hand.
    await refreshIndicators(adminDb, now);
    const settled = await weekTotals(week);
    await weekShardRef(adminDb, week, 2).set(
      { week, sales: FieldValue.increment(5) },
      { merge: true },
    );
    await adminDb
      .collection(COLLECTIONS.courseFunnels)
      .doc('curso-conferido')
      .collection(COLLECTIONS.funnelShards)
      .doc('3')
      .set({ completions: { 'conferida-1': FieldValue.increment(4) } }, { merge: true });

    const { corrections } = await refreshIndicators(adminDb, now);
    expect(
      corrections.map(({ kind, key, field, expected, found }) => ({
        kind,
        key,
        field,
        expected,
        found,
      })),
    ).toEqual([
      {
        kind: 'purchases',
        key: week,
        field: 'sales',
        expected: settled.sales,
        found: settled.sales + 5,
      },
      { kind: 'funnel', key: 'curso-conferido', field: 'conferida-1', expected: 1, found: 5 },
    ]);
    expect((await weekTotals(week)).sales).toBe(settled.sales);
    const counts = await funnelCounts('curso-conferido');
    expect(counts.reduce((sum, c) => sum + (c['conferida-1'] ?? 0), 0)).toBe(1);
    const recorded = await adminDb
      .collection(COLLECTIONS.indicatorCorrections)
      .where('key', 'in', [week, 'curso-conferido'])
      .get();
    // (Other files' late triggers may have needed a correction of their own when settling.)
    expect(recorded.docs.map((doc) => doc.data())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'purchases', field: 'sales', found: settled.sales + 5 }),
        expect.objectContaining({ kind: 'funnel', field: 'conferida-1', expected: 1, found: 5 }),
      ]),
    );
    // Run again: nothing left to correct.
    expect((await refreshIndicators(adminDb, now)).corrections).toEqual([]);
  });
});
