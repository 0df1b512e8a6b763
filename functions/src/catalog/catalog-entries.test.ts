// Unit test (no emulator): the entry a class yields, entry equality and the shard split.
import { CATALOG_SHARD_IDS, catalogShardId, type CatalogEntry } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_SOURCE_FIELDS,
  catalogEntryOf,
  groupEntriesByShard,
  sameCatalogEntry,
  sameEntries,
  storedEntriesOf,
  storedEntryOf,
} from './catalog-entries';

const createdAt = Timestamp.fromMillis(Date.UTC(2025, 0, 6, 12));

function storedClass(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Gestão  Financeira na Prática',
    description: 'Uma descrição longa que não entra no índice.',
    slug: 'gestao-financeira-abcd1234',
    videoUrl: 'https://player.vimeo.com/video/1',
    coverUrl: null,
    classNumber: 3,
    duration: '45 min',
    professorName: 'Marina',
    type: 'SEMANAL',
    courseId: null,
    mainThemeId: 'financas',
    mainThemeName: 'Finanças',
    themeIds: ['financas'],
    attachments: [],
    ratingCount: 2,
    ratingSum: 9,
    authorId: 'demo-admin',
    authorName: 'Ana',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

describe('catalogEntryOf', () => {
  it('copies the card fields and the normalised search text of a weekly class', () => {
    expect(catalogEntryOf(storedClass())).toEqual({
      slug: 'gestao-financeira-abcd1234',
      title: 'Gestão  Financeira na Prática',
      type: 'SEMANAL',
      classNumber: 3,
      mainThemeId: 'financas',
      mainThemeName: 'Finanças',
      duration: '45 min',
      coverUrl: null,
      createdAt,
      search: 'gestao financeira na pratica',
    });
  });

  it('lists insights and fills absent optional fields with null', () => {
    const insight = storedClass({ type: 'INSIGHT', classNumber: undefined, duration: undefined });
    expect(catalogEntryOf(insight)).toMatchObject({
      type: 'INSIGHT',
      classNumber: null,
      duration: null,
    });
  });

  it('gives no entry for course classes, missing documents and malformed classes', () => {
    expect(catalogEntryOf(storedClass({ type: 'CURSO', courseId: 'curso-x' }))).toBeNull();
    expect(catalogEntryOf(undefined)).toBeNull();
    expect(catalogEntryOf(storedClass({ createdAt: 'ontem' }))).toBeNull();
    expect(catalogEntryOf(storedClass({ title: 42 }))).toBeNull();
  });

  it('selects exactly the fields an entry is built from', () => {
    expect([...CATALOG_SOURCE_FIELDS].sort()).toEqual(
      [
        'classNumber',
        'coverUrl',
        'createdAt',
        'duration',
        'mainThemeId',
        'mainThemeName',
        'slug',
        'title',
        'type',
      ].sort(),
    );
  });
});

describe('sameCatalogEntry', () => {
  const entry = catalogEntryOf(storedClass())!;

  it('ignores class fields outside the card (rating aggregate, description)', () => {
    const rated = catalogEntryOf(storedClass({ ratingCount: 3, ratingSum: 14, description: 'x' }));
    expect(sameCatalogEntry(entry, rated)).toBe(true);
  });

  it('sees a changed title, number, theme or type', () => {
    for (const patch of [
      { title: 'Outro título da aula' },
      { classNumber: 4 },
      { mainThemeId: 'vendas' },
      { type: 'INSIGHT' },
    ]) {
      expect(sameCatalogEntry(entry, catalogEntryOf(storedClass(patch)))).toBe(false);
    }
  });

  it('compares times by instant, to the nanosecond', () => {
    const copy = { ...entry, createdAt: new Timestamp(createdAt.seconds, createdAt.nanoseconds) };
    expect(sameCatalogEntry(entry, copy)).toBe(true);
    const later = { ...entry, createdAt: new Timestamp(createdAt.seconds, 1) };
    expect(sameCatalogEntry(entry, later)).toBe(false);
  });

  it('treats null and absent optional fields alike, and null entries as "no entry"', () => {
    const { coverUrl: _coverUrl, ...withoutCover } = entry;
    expect(sameCatalogEntry(entry, withoutCover as CatalogEntry)).toBe(true);
    expect(sameCatalogEntry(null, undefined)).toBe(true);
    expect(sameCatalogEntry(entry, null)).toBe(false);
  });
});

describe('stored entries', () => {
  const entry = catalogEntryOf(storedClass())!;

  it('reads valid entries and leaves out malformed ones', () => {
    expect(storedEntryOf(entry)).toEqual(entry);
    expect(storedEntryOf({ title: 'sem o resto' })).toBeNull();
    expect(storedEntriesOf({ a: entry, b: { slug: 1 } })).toEqual({ a: entry });
    expect(storedEntriesOf(undefined)).toEqual({});
  });

  it('compares entry maps by ids and entries', () => {
    expect(sameEntries({ a: entry }, { a: { ...entry } })).toBe(true);
    expect(sameEntries({ a: entry }, { b: entry })).toBe(false);
    expect(sameEntries({ a: entry }, { a: entry, b: entry })).toBe(false);
    expect(sameEntries({}, {})).toBe(true);
  });
});

describe('groupEntriesByShard', () => {
  it('puts each class in its stable shard and lists every shard, empty ones too', () => {
    const entry = catalogEntryOf(storedClass())!;
    const ids = ['semanal-01', 'semanal-02', 'semanal-03', 'insight-1', 'a.b/c'];
    const shards = groupEntriesByShard(Object.fromEntries(ids.map((id) => [id, entry])));
    expect(Object.keys(shards).sort()).toEqual([...CATALOG_SHARD_IDS].sort());
    for (const id of ids) expect(shards[catalogShardId(id)]).toHaveProperty([id]);
    expect(Object.values(shards).reduce((n, shard) => n + Object.keys(shard).length, 0)).toBe(5);
    expect(groupEntriesByShard({})).toEqual(
      Object.fromEntries(CATALOG_SHARD_IDS.map((id) => [id, {}])),
    );
  });
});
