// The member console's reads: profiles paged from Firestore (a live listener whose limit grows
// with 'Carregar mais'), narrowed on the server by the status filter or by a name/e-mail prefix,
// so no query ever reads the whole member base.
import {
  COLLECTIONS,
  EXPIRING_SOON_DAYS,
  memberStatus,
  isTimestampLike,
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
  type Unsubscribe,
} from 'firebase/firestore';
import { z } from 'zod';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';
import { onSyncedSnapshot } from '@/lib/synced-snapshots';

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

export type StatusFilter = MemberStatus | 'all';

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
      return query(
        profiles(),
        where('plan', 'in', ['fundador', 'mensal']),
        orderBy('name'),
        limit(count),
      );
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
export function searchQueries(search: string, count: number): Query<MemberRow>[] {
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

/**
 * Live: the rows of one or more queries merged (deduplicated, in name order for searches),
 * keeping only the members whose status matches the filter. The first page is the server's: the
 * SDK's cache would first offer the signed-in admin's own profile alone.
 */
export function subscribeMembers(
  queries: Query<MemberRow>[],
  count: number,
  filter: StatusFilter,
  now: Date,
  sortByName: boolean,
  onData: (page: MembersPage) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const results: (MemberRow[] | undefined)[] = queries.map(() => undefined);
  const emit = () => {
    if (results.some((rows) => rows === undefined)) return;
    const byId = new Map<string, MemberRow>();
    for (const rows of results) for (const row of rows ?? []) byId.set(row.id, row);
    let rows = [...byId.values()];
    if (sortByName) rows = rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const hasMore = results.some((r) => (r?.length ?? 0) >= count);
    if (filter !== 'all') rows = rows.filter((row) => memberStatus(row, now) === filter);
    onData({ rows, hasMore });
  };
  const unsubscribers = queries.map((q, index) =>
    onSyncedSnapshot(
      q,
      (snap) => {
        results[index] = snap.docs.map((d) => d.data());
        emit();
      },
      onError,
    ),
  );
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
