// Pure helpers of the catalogue index (catalog/{shardId}, packages/domain/src/entities/catalog.ts):
// which entry a class document yields, when two entries are the same, how entries split into
// shards. No Firestore calls here, so they are unit-tested in this process.
import {
  CATALOG_SHARD_IDS,
  catalogEntrySchema,
  catalogShardId,
  classSchema,
  isTimestampLike,
  toCatalogEntry,
  type CatalogEntry,
  type TimestampLike,
} from '@app/domain';

/** The class fields an entry is built from; anything else on the class never reaches the index. */
const catalogSourceSchema = classSchema.pick({
  slug: true,
  title: true,
  type: true,
  classNumber: true,
  mainThemeId: true,
  mainThemeName: true,
  duration: true,
  coverUrl: true,
  createdAt: true,
});

/** Field names to select() when reading classes for the index (no descriptions, attachments…). */
export const CATALOG_SOURCE_FIELDS = Object.keys(catalogSourceSchema.shape);

/**
 * The index entry of a stored class, or null when it has none: no document, a course class, or
 * a document without the fields an entry needs (it could not be shown as a card either).
 */
export function catalogEntryOf(data: unknown): CatalogEntry | null {
  if (data == null) return null;
  const parsed = catalogSourceSchema.safeParse(data);
  return parsed.success ? toCatalogEntry(parsed.data) : null;
}

/** An entry as read back from a shard, or null when it is missing or malformed. */
export function storedEntryOf(value: unknown): CatalogEntry | null {
  if (value == null) return null;
  const parsed = catalogEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Entries of a shard's `entries` map, leaving out malformed ones (a rewrite then replaces them). */
export function storedEntriesOf(value: unknown): Record<string, CatalogEntry> {
  if (value == null || typeof value !== 'object') return {};
  const entries: Record<string, CatalogEntry> = {};
  for (const [id, raw] of Object.entries(value)) {
    const entry = storedEntryOf(raw);
    if (entry) entries[id] = entry;
  }
  return entries;
}

const ENTRY_KEYS = Object.keys(catalogEntrySchema.shape) as (keyof CatalogEntry)[];

function nanosOf(time: TimestampLike): number | undefined {
  return (time as { nanoseconds?: number }).nanoseconds;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isTimestampLike(a) && isTimestampLike(b)) {
    return a.toDate().getTime() === b.toDate().getTime() && nanosOf(a) === nanosOf(b);
  }
  // Optional fields may be stored as null or be absent: both mean "none".
  return (a ?? null) === (b ?? null);
}

/** Whether two entries (or their absence) show the same card and match the same searches. */
export function sameCatalogEntry(
  a: CatalogEntry | null | undefined,
  b: CatalogEntry | null | undefined,
): boolean {
  if (!a || !b) return !a && !b;
  return ENTRY_KEYS.every((key) => sameValue(a[key], b[key]));
}

/** Whether two entry maps hold the same class ids with the same entries. */
export function sameEntries(
  a: Record<string, CatalogEntry>,
  b: Record<string, CatalogEntry>,
): boolean {
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => id in b && sameCatalogEntry(a[id], b[id]));
}

/** Entries split by shard; every shard id is present, so an emptied shard is written empty. */
export function groupEntriesByShard(
  entries: Record<string, CatalogEntry>,
): Record<string, Record<string, CatalogEntry>> {
  const shards: Record<string, Record<string, CatalogEntry>> = Object.fromEntries(
    CATALOG_SHARD_IDS.map((id) => [id, {}]),
  );
  for (const [classId, entry] of Object.entries(entries)) {
    const shard = (shards[catalogShardId(classId)] ??= {});
    shard[classId] = entry;
  }
  return shards;
}
