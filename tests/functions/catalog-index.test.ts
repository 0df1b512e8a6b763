// The catalogue index (catalog/{shardId}) kept by the syncCatalogEntry trigger, and
// rebuildCatalog: classes are written with the admin SDK, as an admin's form would, and the
// shards are polled until the trigger running in the functions emulator has updated them.
import {
  CATALOG_SHARD_IDS,
  COLLECTIONS,
  catalogShardId,
  type CatalogEntry,
  type ClassType,
} from '@app/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { classFixture } from '../support/class-fixture';
import { adminDb, clearEmulators, useFunctionsSuite } from '../support/functions-env';

const POLL = { timeout: 15_000, interval: 100 };
const CREATED_AT = Timestamp.fromMillis(Date.UTC(2025, 2, 10, 12));

const classData = (type: ClassType, title: string, overrides: Record<string, unknown> = {}) =>
  classFixture(type, title, { createdAt: CREATED_AT, ...overrides });

const classRef = (id: string) => adminDb.collection(COLLECTIONS.classes).doc(id);

/** The entry of a class in its shard, as stored (undefined when absent). */
async function entryOf(classId: string): Promise<CatalogEntry | undefined> {
  const shard = await adminDb.collection(COLLECTIONS.catalog).doc(catalogShardId(classId)).get();
  return (shard.get('entries') as Record<string, CatalogEntry> | undefined)?.[classId];
}

/** Every class id listed in any shard. */
async function indexedIds(): Promise<string[]> {
  const shards = await adminDb.collection(COLLECTIONS.catalog).get();
  return shards.docs.flatMap((shard) => Object.keys(shard.get('entries') ?? {})).sort();
}

const titleOf = async (classId: string) => (await entryOf(classId))?.title;
const typeOf = async (classId: string) => (await entryOf(classId))?.type;

useFunctionsSuite({ client: false, reset: 'once' });

describe('syncCatalogEntry (trigger on classes/{classId})', () => {
  it('adds a new weekly class to its shard, follows its edits and drops it when deleted', async () => {
    const id = 'catalogo-semanal';
    await classRef(id).set(classData('SEMANAL', 'Gestão de Caixa'));
    await expect.poll(() => entryOf(id), POLL).toBeDefined();
    const entry = (await entryOf(id))!;
    expect(entry).toMatchObject({
      slug: 'gestao-de-caixa-abcd1234',
      title: 'Gestão de Caixa',
      type: 'SEMANAL',
      classNumber: 7,
      mainThemeId: 'financas',
      mainThemeName: 'Finanças',
      duration: '40 min',
      coverUrl: null,
      search: 'gestao de caixa',
    });
    expect((entry.createdAt as Timestamp).isEqual(CREATED_AT)).toBe(true);

    await classRef(id).update({
      title: 'Gestão de Caixa Avançada',
      classNumber: 8,
      updatedAt: FieldValue.serverTimestamp(),
    });
    await expect.poll(() => titleOf(id), POLL).toBe('Gestão de Caixa Avançada');
    expect(await entryOf(id)).toMatchObject({ classNumber: 8, search: 'gestao de caixa avancada' });

    await classRef(id).delete();
    await expect.poll(() => entryOf(id), POLL).toBeUndefined();
  });

  it('indexes insights too', async () => {
    const id = 'catalogo-insight';
    await classRef(id).set(classData('INSIGHT', 'Três erros de preço'));
    await expect.poll(() => typeOf(id), POLL).toBe('INSIGHT');
    expect(await entryOf(id)).toMatchObject({ classNumber: null, search: 'tres erros de preco' });
  });

  it('never lists a course class, neither when created nor when edited', async () => {
    const courseClass = 'catalogo-curso';
    await classRef(courseClass).set(classData('CURSO', 'Aula do curso secreta'));
    await classRef(courseClass).update({ title: 'Aula do curso renomeada' });
    // A weekly class written after them: once it is indexed, the course class's events ran too.
    const marker = 'catalogo-depois-do-curso';
    await classRef(marker).set(classData('SEMANAL', 'Marcador depois do curso'));
    await expect.poll(() => entryOf(marker), POLL).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await indexedIds()).not.toContain(courseClass);
  });

  it('follows a change of type: weekly → insight updates, → course removes, → weekly adds', async () => {
    const id = 'catalogo-muda-tipo';
    await classRef(id).set(classData('SEMANAL', 'Aula que muda de tipo'));
    await expect.poll(() => typeOf(id), POLL).toBe('SEMANAL');

    await classRef(id).update({ type: 'INSIGHT', classNumber: null });
    await expect.poll(() => typeOf(id), POLL).toBe('INSIGHT');

    await classRef(id).update({ type: 'CURSO', courseId: 'curso-financas' });
    await expect.poll(() => entryOf(id), POLL).toBeUndefined();

    await classRef(id).update({ type: 'SEMANAL', courseId: null, classNumber: 9 });
    await expect.poll(() => typeOf(id), POLL).toBe('SEMANAL');
    expect(await entryOf(id)).toMatchObject({ classNumber: 9 });
  });

  it('keeps a class id with a dot as one entry (FieldPath, not a dotted path)', async () => {
    const id = 'aula.com.ponto';
    await classRef(id).set(classData('INSIGHT', 'Aula com ponto no id'));
    await expect.poll(() => titleOf(id), POLL).toBe('Aula com ponto no id');
    const shard = await adminDb.collection(COLLECTIONS.catalog).doc(catalogShardId(id)).get();
    expect(Object.keys(shard.get('entries') as object)).toContain(id);
  });
});

describe('rebuildCatalog', () => {
  it('writes every shard with exactly the weekly classes and insights, and is idempotent', async () => {
    await clearEmulators();
    const weekly = ['reconstrucao-1', 'reconstrucao-2', 'reconstrucao-3'];
    for (const [i, id] of weekly.entries()) {
      await classRef(id).set(classData('SEMANAL', `Aula reconstruída ${i + 1}`));
    }
    await classRef('reconstrucao-insight').set(classData('INSIGHT', 'Insight reconstruído'));
    await classRef('reconstrucao-curso').set(classData('CURSO', 'Aula de curso reconstruída'));
    const expected = [...weekly, 'reconstrucao-insight'].sort();
    // Let the trigger finish first, so its writes do not interleave with the rebuild's.
    await expect.poll(indexedIds, POLL).toEqual(expected);

    // A stale entry (a class deleted while the trigger was down) and a missing shard.
    const [first, second] = CATALOG_SHARD_IDS;
    const stale = { ...(await entryOf(weekly[0]!))!, title: 'Aula apagada' };
    await adminDb.collection(COLLECTIONS.catalog).doc(first!).update({ 'entries.apagada': stale });
    await adminDb.collection(COLLECTIONS.catalog).doc(second!).delete();

    expect(await rebuildCatalog(adminDb)).toBe(expected.length);
    expect(await indexedIds()).toEqual(expected);
    const shards = await adminDb.collection(COLLECTIONS.catalog).get();
    expect(shards.docs.map((d) => d.id).sort()).toEqual([...CATALOG_SHARD_IDS].sort());
    for (const id of expected) {
      expect(
        Object.keys((await adminDb.doc(`catalog/${catalogShardId(id)}`).get()).get('entries')),
      ).toContain(id);
    }

    const updateTimes = shards.docs.map((d) => d.updateTime);
    expect(await rebuildCatalog(adminDb)).toBe(expected.length);
    const again = await adminDb.collection(COLLECTIONS.catalog).get();
    again.docs.forEach((d, i) => expect(d.updateTime.isEqual(updateTimes[i]!)).toBe(true));
  });
});
