// catalog/{shardId}: a search index of every weekly class and insight, kept current by a
// Firestore trigger (functions/src/catalog), so finding a class by any part of its title costs
// CATALOG_SHARD_COUNT document reads instead of one read per class. Course classes never enter
// it: everyone with access reads the index, and course classes are for subscribers only.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { OPEN_CLASS_TYPES, type Class } from './class';
import { optionalString } from './shared';

/** Number of index documents. ~250 bytes an entry keeps each well under Firestore's 1 MiB up to
 * several thousand classes per shard; raise it (and re-run the rebuild) long before that. */
export const CATALOG_SHARD_COUNT = 2;

export const catalogEntrySchema = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(OPEN_CLASS_TYPES),
  classNumber: z.number().int().nullish(),
  mainThemeId: optionalString,
  mainThemeName: optionalString,
  duration: optionalString,
  coverUrl: optionalString,
  createdAt: timestampLikeSchema,
  /** normalizeSearchText(title): what a search matches against. */
  search: z.string(),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

export const catalogShardSchema = z.object({
  entries: z.record(z.string(), catalogEntrySchema),
  updatedAt: timestampLikeSchema,
});
export type CatalogShard = z.infer<typeof catalogShardSchema>;

/** Lower-case, accent-free, single-spaced text ("  Gestão  FINANCEIRA" → "gestao financeira"). */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Stable shard of a class id (FNV-1a), so a class is always written to the same document. */
export function catalogShardId(classId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < classId.length; i++) {
    hash ^= classId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `open-${hash % CATALOG_SHARD_COUNT}`;
}

export const CATALOG_SHARD_IDS = Array.from(
  { length: CATALOG_SHARD_COUNT },
  (_, i) => `open-${i}`,
) as readonly string[];

/** The index entry of a class, or null when the class must not be listed (course classes). */
export function toCatalogEntry(
  cls: Pick<
    Class,
    | 'slug'
    | 'title'
    | 'type'
    | 'classNumber'
    | 'mainThemeId'
    | 'mainThemeName'
    | 'duration'
    | 'coverUrl'
    | 'createdAt'
  >,
): CatalogEntry | null {
  if (cls.type !== 'SEMANAL' && cls.type !== 'INSIGHT') return null;
  return {
    slug: cls.slug,
    title: cls.title,
    type: cls.type,
    classNumber: cls.classNumber ?? null,
    mainThemeId: cls.mainThemeId ?? null,
    mainThemeName: cls.mainThemeName ?? null,
    duration: cls.duration ?? null,
    coverUrl: cls.coverUrl ?? null,
    createdAt: cls.createdAt,
    search: normalizeSearchText(cls.title),
  };
}

export type CatalogHit = CatalogEntry & { id: string };

/**
 * Entries whose title contains every word of `query` (ignoring case and accents), optionally of
 * one main theme; weekly classes first by number descending, then insights newest first.
 */
export function searchCatalog(
  entries: Record<string, CatalogEntry>,
  query: string,
  mainThemeId?: string | null,
): CatalogHit[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const hits: CatalogHit[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    if (mainThemeId && entry.mainThemeId !== mainThemeId) continue;
    if (!words.every((word) => entry.search.includes(word))) continue;
    hits.push({ id, ...entry });
  }
  return hits.sort(compareCatalogHits);
}

function compareCatalogHits(a: CatalogHit, b: CatalogHit): number {
  if (a.type !== b.type) return a.type === 'SEMANAL' ? -1 : 1;
  if (a.type === 'SEMANAL') return (b.classNumber ?? 0) - (a.classNumber ?? 0);
  return b.createdAt.toDate().getTime() - a.createdAt.toDate().getTime();
}
