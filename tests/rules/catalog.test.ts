// catalog/{shardId}: the search index of weekly classes and insights; readable with access,
// written only by the functions (admin SDK).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CATALOG_SHARD_IDS } from '@app/domain';
import { dbAs, seed, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { CALLERS, WITH_ACCESS, expectRule, rows } from './fixtures';

const SHARD = CATALOG_SHARD_IDS[0]!;
const env = useRulesEnv({
  seed: (environment) =>
    seed(
      environment,
      Object.fromEntries(
        CATALOG_SHARD_IDS.map((id) => [
          `catalog/${id}`,
          { entries: id === SHARD ? { 'aula-1': entry() } : {}, updatedAt: new Date() },
        ]),
      ),
    ),
});
const catalog = (caller: Caller) => collection(dbAs(env(), caller), 'catalog');

function entry(): DocumentData {
  return {
    slug: 'fluxo-de-caixa-abcd1234',
    title: 'Fluxo de caixa',
    type: 'SEMANAL',
    classNumber: 1,
    mainThemeId: 'financas',
    mainThemeName: 'Finanças',
    duration: '45 min',
    coverUrl: null,
    createdAt: new Date(),
    search: 'fluxo de caixa',
  };
}

describe('catalog: read', () => {
  it.each(rows(WITH_ACCESS, 'gets a catalogue shard'))('%s', async (_, caller, allowed) => {
    await expectRule(getDoc(doc(catalog(caller), SHARD)), allowed);
  });

  it.each(rows(WITH_ACCESS, 'lists every catalogue shard'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(catalog(caller)), allowed);
  });
});

describe('catalog: write', () => {
  it.each(CALLERS)('deny: %s creates a shard', async (caller) => {
    // Every shard id is seeded, so a new id is what keeps this a create.
    await expectRule(
      setDoc(doc(catalog(caller), uniqueId(SHARD)), { entries: {}, updatedAt: serverTimestamp() }),
      false,
    );
  });

  it.each(CALLERS)('deny: %s adds an entry to a shard', async (caller) => {
    await expectRule(
      updateDoc(doc(catalog(caller), SHARD), {
        'entries.aula-curso': { ...entry(), title: 'Aula de curso vazada' },
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });

  it.each(CALLERS)('deny: %s deletes a shard', async (caller) => {
    await expectRule(deleteDoc(doc(catalog(caller), SHARD)), false);
  });
});
