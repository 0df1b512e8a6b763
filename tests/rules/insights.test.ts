// The insights summaries (insightWeeks, courseFunnels and their shards, insights/overview,
// insightCorrections): admins read them in bounded reads; no client writes any of them, and the
// counted-event markers (insightEvents) are closed to every client.
import { COLLECTIONS, INDICATORS_OVERVIEW_ID } from '@app/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const WEEK = '2026-11-23';
const shard = () => ({
  week: WEEK,
  active: 3,
  sales: 1,
  renewals: 0,
  refunds: 0,
  opens: {},
  completions: {},
  titles: {},
});

const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      [`${COLLECTIONS.indicatorWeeks}/${WEEK}_0`]: shard(),
      [`${COLLECTIONS.courseFunnels}/curso-financas`]: {
        courseId: 'curso-financas',
        title: 'Finanças',
        classes: [],
        computedAt: new Date(),
      },
      [`${COLLECTIONS.courseFunnels}/curso-financas/${COLLECTIONS.funnelShards}/0`]: {
        completions: { 'aula-1': 2 },
      },
      [`${COLLECTIONS.indicators}/${INDICATORS_OVERVIEW_ID}`]: { computedAt: new Date() },
      [`${COLLECTIONS.indicatorCorrections}/c1`]: { kind: 'purchases', key: WEEK },
      [`${COLLECTIONS.indicatorEvents}/open-1`]: { createdAt: new Date() },
    }),
});
const db = (caller: Caller) => dbAs(env(), caller);
const weeks = (caller: Caller) => collection(db(caller), COLLECTIONS.indicatorWeeks);
const funnelShards = (caller: Caller) =>
  collection(db(caller), COLLECTIONS.courseFunnels, 'curso-financas', COLLECTIONS.funnelShards);

describe('insights summaries', () => {
  it.each(
    rows(ADMIN_ONLY, "reads the page's documents (12 weeks of 4 shards, a funnel, the overview)"),
  )('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(query(weeks(caller), where('week', '>=', WEEK), limit(48))), allowed);
    await expectRule(getDoc(doc(weeks(caller), `${WEEK}_0`)), allowed);
    await expectRule(getDoc(doc(db(caller), COLLECTIONS.courseFunnels, 'curso-financas')), allowed);
    await expectRule(getDocs(query(funnelShards(caller), limit(4))), allowed);
    await expectRule(
      getDoc(doc(db(caller), COLLECTIONS.indicators, INDICATORS_OVERVIEW_ID)),
      allowed,
    );
    await expectRule(
      getDocs(query(collection(db(caller), COLLECTIONS.indicatorCorrections), limit(50))),
      allowed,
    );
  });

  it('deny: admin reads unbounded (no limit, or past the page)', async () => {
    await expectRule(getDocs(weeks('admin')), false);
    await expectRule(getDocs(query(weeks('admin'), limit(49))), false);
    await expectRule(getDocs(funnelShards('admin')), false);
    await expectRule(getDocs(collection(db('admin'), COLLECTIONS.indicatorCorrections)), false);
  });

  it.each(CALLERS)('deny: %s writes a summary or reads a counted-event marker', async (caller) => {
    await expectRule(setDoc(doc(weeks(caller), `${WEEK}_1`), shard()), false);
    await expectRule(updateDoc(doc(weeks(caller), `${WEEK}_0`), { sales: 99 }), false);
    await expectRule(deleteDoc(doc(weeks(caller), `${WEEK}_0`)), false);
    await expectRule(
      setDoc(doc(funnelShards(caller), '1'), { completions: { 'aula-1': 50 } }),
      false,
    );
    await expectRule(
      setDoc(doc(db(caller), COLLECTIONS.indicators, INDICATORS_OVERVIEW_ID), {
        computedAt: new Date(),
      }),
      false,
    );
    await expectRule(
      setDoc(doc(db(caller), COLLECTIONS.indicatorCorrections, 'c2'), { kind: 'funnel' }),
      false,
    );
    await expectRule(getDoc(doc(db(caller), COLLECTIONS.indicatorEvents, 'open-1')), false);
    await expectRule(
      setDoc(doc(db(caller), COLLECTIONS.indicatorEvents, 'open-2'), { createdAt: new Date() }),
      false,
    );
  });
});
