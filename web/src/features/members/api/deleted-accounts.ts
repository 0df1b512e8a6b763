import {
  accountDeletionRecordSchema,
  COLLECTIONS,
  DELETED_ACCOUNTS_LIMIT,
  type AccountDeletionRecord,
} from '@app/domain';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';

export type DeletedAccountRow = WithId<AccountDeletionRecord>;

/** The latest accounts deleted by their members, newest first (admins only, by the rules). */
export async function fetchDeletedAccounts(): Promise<DeletedAccountRow[]> {
  const snap = await getDocs(
    query(
      collection(firestore, COLLECTIONS.accountDeletions).withConverter(
        schemaConverter(accountDeletionRecordSchema),
      ),
      orderBy('startedAt', 'desc'),
      limit(DELETED_ACCOUNTS_LIMIT),
    ),
  );
  return snap.docs.map((d) => d.data());
}
