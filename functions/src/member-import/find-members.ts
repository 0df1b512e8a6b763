// Who the e-mails of an import already are: Auth is the source of truth for an account (as in the
// checkout's webhook), the profile holds the membership. Bounded: 100 e-mails per Auth request.
import { COLLECTIONS } from '@app/domain';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { StoredProfile } from '../common/profiles';

/** Auth's getUsers takes at most 100 identifiers per request. */
const AUTH_LOOKUP_MAX = 100;

export interface FoundMember {
  uid: string;
  /** null: an Auth account without a profile (an import or a sale that stopped half-way). */
  profile: StoredProfile | null;
}

const inGroups = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/** The uid of each e-mail that has an Auth account (e-mails normalised, lower case). */
export async function authUids(
  auth: Auth,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  const groups = inGroups(emails, AUTH_LOOKUP_MAX);
  const results = await Promise.all(
    groups.map((group) => auth.getUsers(group.map((email) => ({ email })))),
  );
  for (const result of results) {
    for (const user of result.users) if (user.email) uids.set(user.email.toLowerCase(), user.uid);
  }
  return uids;
}

/** The profiles of these uids, read in one request each group. */
export async function profilesOf(
  db: Firestore,
  uids: readonly string[],
): Promise<Map<string, StoredProfile>> {
  const profiles = new Map<string, StoredProfile>();
  if (uids.length === 0) return profiles;
  const refs = uids.map(
    (uid) => db.collection(COLLECTIONS.profiles).doc(uid) as DocumentReference<StoredProfile>,
  );
  for (const snapshot of await db.getAll(...refs)) {
    const data = snapshot.data() as StoredProfile | undefined;
    if (data) profiles.set(snapshot.id, data);
  }
  return profiles;
}

/** Each e-mail's account and profile; e-mails without an account are absent. */
export async function findMembers(
  db: Firestore,
  auth: Auth,
  emails: readonly string[],
): Promise<Map<string, FoundMember>> {
  const uids = await authUids(auth, emails);
  const profiles = await profilesOf(db, [...uids.values()]);
  const found = new Map<string, FoundMember>();
  for (const [email, uid] of uids) found.set(email, { uid, profile: profiles.get(uid) ?? null });
  return found;
}
