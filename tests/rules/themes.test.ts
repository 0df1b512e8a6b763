// themes/{id} and mainThemes/{id}: readable with access, written by admins as exactly {name}.
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, seed, seedOwn, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, WITH_ACCESS, expectRule, rows } from './fixtures';

const COLLECTIONS = ['themes', 'mainThemes'] as const;
const env = useRulesEnv({
  seed: (environment) =>
    seed(
      environment,
      Object.fromEntries(COLLECTIONS.map((name) => [`${name}/financas`, { name: 'Finanças' }])),
    ),
});

describe.each(COLLECTIONS)('%s', (name) => {
  const col = (caller: Caller) => collection(dbAs(env(), caller), name);
  /** A theme only this test renames or deletes. */
  const ownTheme = () => seedOwn(env(), name, { name: 'Finanças' });

  it.each(rows(WITH_ACCESS, 'lists themes ordered by name'))('%s', async (_, caller, allowed) => {
    await expectRule(getDocs(query(col(caller), orderBy('name'))), allowed);
  });

  it.each(rows(ADMIN_ONLY, 'creates a theme'))('%s', async (_, caller, allowed) => {
    await expectRule(setDoc(doc(col(caller), uniqueId('vendas')), { name: 'Vendas' }), allowed);
  });

  it('deny: admin creates a theme with an empty name, a long name or an extra key', async () => {
    await expectRule(setDoc(doc(col('admin'), 'vazio'), { name: ' ' }), false);
    await expectRule(setDoc(doc(col('admin'), 'longo'), { name: 'x'.repeat(201) }), false);
    await expectRule(setDoc(doc(col('admin'), 'extra'), { name: 'Vendas', color: 'red' }), false);
  });

  it.each(rows(ADMIN_ONLY, 'renames a theme'))('%s', async (_, caller, allowed) => {
    const id = await ownTheme();
    await expectRule(updateDoc(doc(col(caller), id), { name: 'Finanças pessoais' }), allowed);
  });

  it.each(rows(ADMIN_ONLY, 'deletes a theme'))('%s', async (_, caller, allowed) => {
    const id = await ownTheme();
    await expectRule(deleteDoc(doc(col(caller), id)), allowed);
  });
});
