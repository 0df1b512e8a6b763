import { COLLECTIONS, ROLES, type Role } from '@app/domain';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type FirestoreDataConverter,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/** What the permissions table needs of a profile; nothing else is read into the page. */
export type UserRow = { id: string; name: string; email: string; role: Role };

/** The table shows at most this many users (the query stays bounded). */
export const USERS_LIST_LIMIT = 500;

const userRowConverter: FirestoreDataConverter<UserRow> = {
  toFirestore: (row) => row,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    const role: Role = (ROLES as readonly string[]).includes(data.role) ? data.role : 'ALUNO';
    return {
      id: snapshot.id,
      name: typeof data.name === 'string' ? data.name : '',
      email: typeof data.email === 'string' ? data.email : '',
      role,
    };
  },
};

/**
 * Every profile ordered by name, live, so a role change shows as soon as the function commits.
 * Admins only (firestore.rules). A listener owned by the caller, not reactfire's page-wide cache,
 * for the same reason as the session's profile (see lib/session/use-live-profile.ts).
 */
export function subscribeUsers(
  onRows: (rows: UserRow[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const usersQuery = query(
    collection(firestore, COLLECTIONS.profiles).withConverter(userRowConverter),
    orderBy('name'),
    limit(USERS_LIST_LIMIT),
  );
  return onSnapshot(usersQuery, (snapshot) => onRows(snapshot.docs.map((d) => d.data())), onError);
}
