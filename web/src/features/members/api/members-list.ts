// The member console's reads: profiles paged from Firestore (a live listener whose limit grows
// with 'Carregar mais'), narrowed on the server by the status filter or by a name/e-mail prefix,
// so no query ever reads the whole member base.
import {
  COLLECTIONS,
  EXPIRING_SOON_DAYS,
  memberStatus,
  isTimestampLike,
  PLAN_KEYS,
  ROLES,
  toOptionalDate,
  type MemberStatus,
} from '@app/domain';
import {
  collection,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';
import { onSyncedSnapshot } from '@/lib/synced-snapshots';
import { allReads, liveRead, mapRead, type Read } from '@/lib/use-read';

/**
 * What the console shows of a profile; nothing else is read into the page. Lenient on purpose:
 * one odd profile shows with blanks instead of failing the whole list.
 */
const userRowSchema = z.object({
  name: z.string().catch(''),
  email: z.string().catch(''),
  role: z.enum(ROLES).catch('ALUNO'),
  plan: z.string().catch(''),
  validUntil: z
    .unknown()
    .transform((value) => (isTimestampLike(value) ? toOptionalDate(value) : null)),
  cancelled: z.boolean().catch(false),
  isPartner: z.boolean().catch(false),
  isTemporary: z.boolean().catch(false),
});
export type MemberRow = WithId<z.infer<typeof userRowSchema>>;

/** Members per page ('Carregar mais' adds another page to the same live query). */
export const MEMBERS_PAGE_SIZE = 25;

const rowConverter = schemaConverter(userRowSchema);

const profiles = () => collection(firestore, COLLECTIONS.profiles).withConverter(rowConverter);

/** A status, everyone, or 'imported': the members an import created or updated, latest first. */
export type StatusFilter = MemberStatus | 'all' | 'imported';

/**
 * The server-side query behind each filter. Every row is checked again with memberStatus (a
 * cancelled member's date is in the past too, for instance), so a page may show fewer rows
 * than it read; 'Carregar mais' reads on.
 */
export function membersQuery(filter: StatusFilter, now: Date, count: number): Query<MemberRow> {
  const at = (date: Date) => Timestamp.fromDate(date);
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 86_400_000);
  switch (filter) {
    case 'cancelled':
      return query(profiles(), where('cancelled', '==', true), orderBy('name'), limit(count));
    case 'partner':
      return query(profiles(), where('isPartner', '==', true), orderBy('name'), limit(count));
    case 'no-plan':
      return query(profiles(), where('plan', '==', ''), orderBy('name'), limit(count));
    case 'active':
      return query(profiles(), where('plan', 'in', [...PLAN_KEYS]), orderBy('name'), limit(count));
    case 'expired':
      return query(
        profiles(),
        where('validUntil', '<=', at(now)),
        orderBy('validUntil', 'desc'),
        limit(count),
      );
    case 'expiring':
      return query(
        profiles(),
        where('validUntil', '>', at(now)),
        where('validUntil', '<', at(soon)),
        orderBy('validUntil'),
        limit(count),
      );
    case 'imported':
      // Only profiles with importedAt (written by runMemberImport) are in this order.
      return query(profiles(), orderBy('importedAt', 'desc'), limit(count));
    default:
      return query(profiles(), orderBy('name'), limit(count));
  }
}

/** 'ana sou' → 'Ana Sou': names are stored as typed, usually capitalised. */
const capitalised = (text: string) =>
  text
    .split(' ')
    .map((word) => (word ? word[0]!.toLocaleUpperCase('pt-BR') + word.slice(1) : word))
    .join(' ');

/** Prefix queries on the e-mail (stored lower-case) and on the name, as typed and capitalised. */
function searchQueries(search: string, count: number): Query<MemberRow>[] {
  const text = search.trim();
  const prefix = (field: string, value: string) =>
    query(
      profiles(),
      orderBy(field),
      where(field, '>=', value),
      where(field, '<=', `${value}\uf8ff`),
      limit(count),
    );
  const names = [...new Set([text, capitalised(text)])];
  return [prefix('email', text.toLowerCase()), ...names.map((name) => prefix('name', name))];
}

export type MembersPage = { rows: MemberRow[]; hasMore: boolean };

/** One query's rows, live, the server's answer first (onSyncedSnapshot). */
const liveRows = (key: string, q: Query<MemberRow>) =>
  liveRead<MemberRow[]>(key, (onData, onError) =>
    onSyncedSnapshot(q, (snap) => onData(snap.docs.map((d) => d.data())), onError),
  );

/**
 * The console's live rows: the filter's query, or the name/e-mail prefix queries while a search
 * is typed (merged, deduplicated, in name order), keeping only the members whose status matches
 * the filter at `now`. The first page is the server's: the SDK's cache would first offer the
 * signed-in admin's own profile alone.
 */
export function liveMembers(
  filter: StatusFilter,
  search: string,
  count: number,
  now: Date,
): Read<MembersPage> {
  const parts = search
    ? searchQueries(search, count).map((q, index) =>
        liveRows(`profiles?search=${search}&part=${index}&limit=${count}`, q),
      )
    : [liveRows(`profiles?filter=${filter}&limit=${count}`, membersQuery(filter, now, count))];
  return mapRead(allReads<MemberRow[][]>(parts), `status=${filter}`, (results) => {
    const byId = new Map<string, MemberRow>();
    for (const rows of results) for (const row of rows) byId.set(row.id, row);
    let rows = [...byId.values()];
    if (search) rows = rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const hasMore = results.some((r) => r.length >= count);
    if (filter !== 'all' && filter !== 'imported') {
      rows = rows.filter((row) => memberStatus(row, now) === filter);
    }
    return { rows, hasMore };
  });
}
