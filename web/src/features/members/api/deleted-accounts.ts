import {
  accountDeletionRecordSchema,
  COLLECTIONS,
  DELETED_ACCOUNTS_LIMIT,
  type AccountDeletionRecord,
} from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { readList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

export type DeletedAccountRow = WithId<AccountDeletionRecord>;

/** The latest accounts deleted by their members, newest first (admins only, by the rules). */
export const deletedAccounts = () =>
  readList(
    `${COLLECTIONS.accountDeletions}?by=startedAt-desc&limit=${DELETED_ACCOUNTS_LIMIT}`,
    accountDeletionRecordSchema,
    query(
      collection(firestore, COLLECTIONS.accountDeletions),
      orderBy('startedAt', 'desc'),
      limit(DELETED_ACCOUNTS_LIMIT),
    ),
  );
