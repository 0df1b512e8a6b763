import { memberStatus, memberStatusLabel, csvDate, toCsv } from '@app/domain';
import {
  getDocs,
  limit,
  query,
  startAfter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { membersPageMessages as t } from '../messages';
import { membersQuery, type StatusFilter, type MemberRow } from './members-list';

/** The export reads the filtered members in batches this size (never all in one query). */
const EXPORT_BATCH = 500;

/** Every member the filter selects, batch after batch. */
export async function fetchFilteredMembers(filter: StatusFilter, now: Date): Promise<MemberRow[]> {
  const rows: MemberRow[] = [];
  let cursor: QueryDocumentSnapshot<MemberRow> | null = null;
  for (;;) {
    const base = membersQuery(filter, now, EXPORT_BATCH);
    const batch: QuerySnapshot<MemberRow> = await getDocs(
      cursor ? query(base, startAfter(cursor), limit(EXPORT_BATCH)) : base,
    );
    rows.push(...batch.docs.map((d) => d.data()));
    if (batch.size < EXPORT_BATCH) break;
    cursor = batch.docs[batch.docs.length - 1] ?? null;
  }
  return filter === 'all' || filter === 'imported'
    ? rows
    : rows.filter((row) => memberStatus(row, now) === filter);
}

/** The members as a CSV Excel pt-BR opens in columns (BOM, ';', dd/MM/yyyy). */
export function membersCsv(rows: readonly MemberRow[], now: Date): string {
  return toCsv(
    t.csvHeader,
    rows.map((row) => [
      row.name,
      row.email,
      row.plan ? (t.planLabels[row.plan] ?? row.plan) : t.noPlan,
      memberStatusLabel(row, now),
      csvDate(row.validUntil),
      row.role === 'ADMIN' ? t.roleAdmin : t.roleStudent,
    ]),
  );
}
