import { createHash } from 'node:crypto';
import { LEADS_PER_IP_PER_HOUR, type PlanKey } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';

export const LEAD_WINDOW_MS = 60 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/**
 * One lead per e-mail, plan and São Paulo day: the lead's id is derived from them, so a second
 * submission of the day finds the first instead of storing a copy.
 */
export function leadDocId(email: string, plan: PlanKey, saoPauloDay: string): string {
  return `${saoPauloDay}-${plan}-${digest(`lead:${email}`)}`;
}

/** The counter of one address. Addresses are hashed: the counters never hold one in clear. */
export function limitDocId(addressKey: string): string {
  return `ip-${digest(`lead-ip:${addressKey}`)}`;
}

/** The stored lead times of an address that still fall inside the rolling hour before `now`. */
export function recentLeadTimes(stored: unknown, now: Date): Timestamp[] {
  if (!Array.isArray(stored)) return [];
  const since = now.getTime() - LEAD_WINDOW_MS;
  return stored
    .filter((t): t is Timestamp => t instanceof Timestamp && t.toMillis() > since)
    .slice(-LEADS_PER_IP_PER_HOUR);
}

/** Whether an address with these recent leads may leave another one. */
export function underLeadLimit(recent: readonly Timestamp[]): boolean {
  return recent.length < LEADS_PER_IP_PER_HOUR;
}
