import {
  COLLECTIONS,
  hasAccess,
  wantsEmail,
  type EmailPreferenceKey,
  type EmailPreferences,
} from '@app/domain';
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';

/** Documents a job read (a query is billed at least one read, even when empty). */
export interface ReadTally {
  reads: number;
}
export const countReads = (tally: ReadTally, documents: number) => {
  tally.reads += Math.max(documents, 1);
};

/** Profiles read per page: small enough for memory, large enough for few round trips. */
export const MEMBER_PAGE_SIZE = 500;

/** The profile fields a reminder job reads (select(): nothing else crosses the wire). */
export const REMINDER_FIELDS = [
  'name',
  'email',
  'role',
  'plan',
  'cancelled',
  'validUntil',
  'emailPreferences',
  'lastActiveOn',
  'reminders',
  'renewalStopped',
  'createdAt',
] as const;

export interface ReminderMember {
  uid: string;
  name: string;
  email: string;
  role: string;
  plan: string;
  cancelled: boolean;
  validUntil: { toDate(): Date } | null;
  emailPreferences: EmailPreferences | null;
  lastActiveOn: string | null;
  reminders: { continueStudyingOn?: string | null; accessEndingFor?: string | null } | null;
  renewalStopped: boolean;
  createdAt: { toDate(): Date } | null;
}

/** A profile's reminder fields (a document read with select(...REMINDER_FIELDS)). */
export function toMember(uid: string, data: FirebaseFirestore.DocumentData): ReminderMember {
  return {
    uid,
    name: (data.name as string | undefined) ?? '',
    email: (data.email as string | undefined) ?? '',
    role: (data.role as string | undefined) ?? '',
    plan: (data.plan as string | undefined) ?? '',
    cancelled: data.cancelled === true,
    validUntil: (data.validUntil as ReminderMember['validUntil'] | undefined) ?? null,
    emailPreferences: (data.emailPreferences as EmailPreferences | undefined) ?? null,
    lastActiveOn: (data.lastActiveOn as string | undefined) ?? null,
    reminders: (data.reminders as ReminderMember['reminders'] | undefined) ?? null,
    renewalStopped: data.renewalStopped === true,
    createdAt: (data.createdAt as ReminderMember['createdAt'] | undefined) ?? null,
  };
}

/**
 * Members a reminder may go to, page by page, each page a bounded query that resumes after the
 * previous page's last document: the same cost per member at 50 or 50,000. Without `ordered`, all
 * profiles in document-id order (the built-in index); with it, a narrower indexed query (e.g. a
 * validUntil range, ordered by validUntil) whose order fields are among REMINDER_FIELDS.
 */
export async function* memberPages(
  db: Firestore,
  reads: ReadTally,
  ordered?: (profiles: Query) => Query,
): AsyncGenerator<ReminderMember[]> {
  const profiles = db.collection(COLLECTIONS.profiles) as Query;
  const query = (ordered ? ordered(profiles) : profiles.orderBy(FieldPath.documentId())).select(
    ...REMINDER_FIELDS,
  );
  for await (const docs of queryPages(query, MEMBER_PAGE_SIZE)) {
    countReads(reads, docs.length);
    if (docs.length > 0) yield docs.map((doc) => toMember(doc.id, doc.data()));
  }
}

/**
 * A member this reminder may go to now: not the team (admins), with access and an address, and
 * the kind's switch on.
 */
export function canRemind(member: ReminderMember, key: EmailPreferenceKey, now: Date): boolean {
  return (
    member.role !== 'ADMIN' &&
    member.email.length > 0 &&
    hasAccess(member, now) &&
    wantsEmail(member.emailPreferences, key)
  );
}
