// insights/overview: what only a pass over the profiles can say — members by status today, how
// many have access, who is at risk — and the courses the funnel offers. Time alone turns an
// active member into an expired one (no event happens), so this is computed by the nightly job
// (and the backfill), in pages of profiles, and the page reads the one document.
import {
  AT_RISK_LIMIT,
  atRiskReasons,
  COLLECTIONS,
  hasAccess,
  INDICATORS_OVERVIEW_ID,
  isAdmin,
  memberStatus,
  noStatusCounts,
  saoPauloToday,
  saoPauloWeek,
  toOptionalDate,
  type AtRiskMember,
  type IndicatorStatus,
} from '@app/domain';
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { StoredProfile } from '../common/profiles';
import { queryPages } from '../common/query-pages';
import { liveAttendanceFacts, type LiveAttendanceFacts } from './live-attendance-facts';

/** Profiles read per query: bounded pages whatever the member base. */
const PAGE_SIZE = 1000;
/** Weeks of 'Total com acesso' kept in the overview. */
const WITH_ACCESS_WEEKS = 53;

const PROFILE_FIELDS = [
  'role',
  'plan',
  'validUntil',
  'cancelled',
  'isPartner',
  'name',
  'email',
  'lastActiveOn',
  'createdAt',
] as const;

/** Soonest ending first, then the longest without opening a class. */
function byUrgency(a: AtRiskMember, b: AtRiskMember): number {
  const end = (m: AtRiskMember) => toOptionalDate(m.validUntil)?.getTime() ?? Infinity;
  const ending = (m: AtRiskMember) => m.reasons.includes('ending');
  if (ending(a) !== ending(b)) return ending(a) ? -1 : 1;
  if (ending(a)) return end(a) - end(b);
  return (a.lastActiveOn ?? '').localeCompare(b.lastActiveOn ?? '') || a.name.localeCompare(b.name);
}

export type MembersOverview = {
  statusCounts: Record<IndicatorStatus, number>;
  withAccess: number;
  atRisk: AtRiskMember[];
  atRiskTotal: number;
};

const noLiveFacts: Pick<LiveAttendanceFacts, 'missedLatest'> = { missedLatest: () => false };

/**
 * One pass over every profile, PAGE_SIZE at a time (admins left out: they are the staff); `live`
 * says who missed the latest live classes and their replays ('Em risco').
 */
export async function scanMembers(
  db: Firestore,
  now: Date,
  live: Pick<LiveAttendanceFacts, 'missedLatest'> = noLiveFacts,
): Promise<MembersOverview> {
  const statusCounts = noStatusCounts();
  let withAccess = 0;
  const atRisk: AtRiskMember[] = [];
  const profiles = db
    .collection(COLLECTIONS.profiles)
    .orderBy(FieldPath.documentId())
    .select(...PROFILE_FIELDS);
  for await (const docs of queryPages(profiles, PAGE_SIZE)) {
    for (const doc of docs) {
      const profile = doc.data() as StoredProfile;
      if (isAdmin(profile)) continue;
      const member = {
        role: profile.role,
        plan: profile.plan ?? '',
        validUntil: profile.validUntil ?? null,
        cancelled: profile.cancelled === true,
        isPartner: profile.isPartner === true,
      };
      const status = memberStatus(member, now);
      statusCounts[status === 'expiring' ? 'active' : status] += 1;
      if (!hasAccess(profile, now)) continue;
      withAccess += 1;
      const validUntil = toOptionalDate(profile.validUntil);
      const createdAt = toOptionalDate(profile.createdAt) ?? now;
      const reasons = atRiskReasons(
        {
          lastActiveOn: profile.lastActiveOn ?? null,
          joinedOn: saoPauloToday(createdAt),
          validUntil,
        },
        now,
      );
      if (live.missedLatest(doc.id, createdAt)) reasons.push('missedLive');
      if (reasons.length === 0) continue;
      atRisk.push({
        uid: doc.id,
        name: profile.name ?? '',
        email: profile.email ?? '',
        lastActiveOn: profile.lastActiveOn ?? null,
        validUntil: validUntil ? Timestamp.fromDate(validUntil) : null,
        reasons,
      });
    }
  }
  atRisk.sort(byUrgency);
  return {
    statusCounts,
    withAccess,
    atRisk: atRisk.slice(0, AT_RISK_LIMIT),
    atRiskTotal: atRisk.length,
  };
}

/**
 * Recomputes insights/overview, with the courses the funnel offers (as the funnels just listed
 * them); keeps 'Total com acesso' of the earlier weeks.
 */
export async function refreshOverview(
  db: Firestore,
  now: Date,
  courses: readonly { courseId: string; title: string }[],
): Promise<MembersOverview> {
  const ref = db.collection(COLLECTIONS.indicators).doc(INDICATORS_OVERVIEW_ID);
  const live = await liveAttendanceFacts(db, now);
  const [members, previous] = await Promise.all([scanMembers(db, now, live), ref.get()]);
  const byWeek = {
    ...((previous.get('withAccessByWeek') as Record<string, number> | undefined) ?? {}),
    [saoPauloWeek(now)]: members.withAccess,
  };
  const withAccessByWeek = Object.fromEntries(
    Object.entries(byWeek)
      .sort(([a], [b]) => a.localeCompare(b))
      .slice(-WITH_ACCESS_WEEKS),
  );
  await ref.set({
    computedAt: Timestamp.fromDate(now),
    ...members,
    withAccessByWeek,
    liveAttendance: live.chart,
    courses: courses
      .map(({ courseId, title }) => ({ id: courseId, title }))
      .sort((a, b) => a.title.localeCompare(b.title, 'pt')),
  });
  return members;
}

/**
 * An account deleted: the member leaves the overview's 'Em risco' list now, not at the next
 * nightly run, and their week markers go (their counts stay, as numbers without a person).
 */
export async function forgetMemberInIndicators(db: Firestore, uid: string): Promise<void> {
  const ref = db.collection(COLLECTIONS.indicators).doc(INDICATORS_OVERVIEW_ID);
  await db.runTransaction(async (tx) => {
    const overview = await tx.get(ref);
    const atRisk = (overview.get('atRisk') as AtRiskMember[] | undefined) ?? [];
    const kept = atRisk.filter((member) => member.uid !== uid);
    if (kept.length === atRisk.length) return;
    tx.update(ref, {
      atRisk: kept,
      atRiskTotal: FieldValue.increment(kept.length - atRisk.length),
    });
  });
  const markers = await db.collection(COLLECTIONS.indicatorEvents).where('uid', '==', uid).get();
  const writer = db.bulkWriter();
  for (const marker of markers.docs) void writer.delete(marker.ref);
  await writer.close();
}
