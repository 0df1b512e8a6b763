import { COLLECTIONS, MAIL_FAILURES_LIST_MAX, isTimestampLike, toDateValue } from '@app/domain';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { allReads, mapRead, onceRead, type Read } from '@/lib/use-read';
import type { HistoryEntry } from './member-history';

// The e-mails the Trigger Email extension could not deliver to a member (its delivery.state
// ERROR), shown in the member's 'Histórico' among the membership changes, newest first
// (docs/operations.md, "E-mails"). firestore.rules lets admins list only those, a bounded query.

export interface MailFailure {
  id: string;
  subject: string;
  /** The SMTP server's answer, as the extension recorded it. */
  error: string;
  /** When the extension gave up (its endTime), or null. */
  failedAt: Date | null;
}

/** A 'Histórico' row: a membership change or an undelivered e-mail. */
export type HistoryItem =
  | (HistoryEntry & { kind?: undefined })
  | (MailFailure & { kind: 'mail-failure' });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The member's undelivered e-mails (at most MAIL_FAILURES_LIST_MAX), read once. */
export const mailFailures = (email: string) =>
  onceRead(`mail-failures:${email}`, async (): Promise<MailFailure[]> => {
    const snapshot = await getDocs(
      query(
        collection(firestore, COLLECTIONS.mail),
        where('to', '==', email),
        where('delivery.state', '==', 'ERROR'),
        limit(MAIL_FAILURES_LIST_MAX),
      ),
    );
    return snapshot.docs.map((doc) => {
      const endTime: unknown = doc.get('delivery.endTime');
      return {
        id: doc.id,
        subject: text(doc.get('message.subject')),
        error: text(doc.get('delivery.error')),
        failedAt: isTimestampLike(endTime) ? toDateValue(endTime) : null,
      };
    });
  });

const timeOf = (item: HistoryItem) =>
  item.kind === 'mail-failure'
    ? (item.failedAt?.getTime() ?? 0)
    : toDateValue(item.createdAt).getTime();

/**
 * The member's history with their undelivered e-mails, newest first. Without an e-mail address
 * (an account without one) it is the history alone.
 */
export function withMailFailures(
  history: Read<HistoryEntry[]>,
  email: string | undefined,
  failuresOf: (email: string) => Read<MailFailure[]> = mailFailures,
): Read<HistoryItem[]> {
  if (!email) return history;
  return mapRead(
    allReads([history, failuresOf(email)] as const),
    'with-mail-failures',
    ([entries, failures]) =>
      [
        ...entries,
        ...failures.map((failure) => ({ ...failure, kind: 'mail-failure' as const })),
      ].sort((a, b) => timeOf(b) - timeOf(a)),
  );
}
