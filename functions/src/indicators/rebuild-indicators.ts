// The backfill: builds every indicators summary from the records an install already holds, so an
// install with history gets filled charts (the seed uses it too). It starts from empty — the week
// documents, funnel counts, counted-event markers and completion marks are deleted — then counts, for the last 53
// weeks, each member's recent views as openings (the last opening of each class is all a recent
// view keeps, so older history is thinner than what the triggers count from now on), the
// completions and the purchase records, and finishes with the nightly refresh. Run it when the
// platform is quiet: an event counted live while it runs may be lost or counted twice (the
// nightly reconciliation later corrects purchases and funnels).
import {
  addDays,
  COLLECTIONS,
  saoPauloToday,
  saoPauloWeek,
  toOptionalDate,
  weekOfDay,
  type PurchaseKind,
} from '@app/domain';
import {
  FieldPath,
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  activeMarkerId,
  completionMarkRef,
  funnelShardRef,
  weekShardRef,
} from './indicator-counters';
import { queryPages } from '../common/query-pages';
import { purchaseRecordsSince, recordKind } from './purchase-records';
import { refreshIndicators, type RefreshResult } from './refresh-indicators';

/** A year of weeks. */
export const BACKFILL_WEEKS = 53;
const PAGE_SIZE = 1000;

type WeekBuild = {
  week: string;
  active: Set<string>;
  opens: Record<string, Record<string, number>>;
  completions: Record<string, Record<string, number>>;
  titles: Record<string, string>;
} & Record<PurchaseKind, number>;

const bump = (map: Record<string, Record<string, number>>, day: string, classId: string) => {
  const byClass = (map[day] ??= {});
  byClass[classId] = (byClass[classId] ?? 0) + 1;
};

/** Every document of a query, PAGE_SIZE at a time. */
async function forEachDoc(query: Query, visit: (doc: QueryDocumentSnapshot) => void) {
  for await (const docs of queryPages(query, PAGE_SIZE)) docs.forEach(visit);
}

export type RebuildResult = {
  weeks: number;
  opens: number;
  completions: number;
  purchases: number;
  refresh: RefreshResult;
};

export async function rebuildIndicators(db: Firestore, now: Date): Promise<RebuildResult> {
  await Promise.all(
    [
      COLLECTIONS.indicatorWeeks,
      COLLECTIONS.courseFunnels,
      COLLECTIONS.indicatorEvents,
      COLLECTIONS.indicatorCompletions,
    ].map((name) => db.recursiveDelete(db.collection(name))),
  );
  const currentWeek = saoPauloWeek(now);
  const fromDay = addDays(currentWeek, -7 * (BACKFILL_WEEKS - 1));
  const weeks = new Map<string, WeekBuild>();
  const weekOf = (day: string) => {
    const week = weekOfDay(day);
    let found = weeks.get(week);
    if (!found) {
      found = {
        week,
        active: new Set(),
        opens: {},
        completions: {},
        titles: {},
        sales: 0,
        renewals: 0,
        refunds: 0,
      };
      weeks.set(week, found);
    }
    return found;
  };
  const dayOf = (value: unknown) => {
    const at = toOptionalDate(value as Parameters<typeof toOptionalDate>[0]);
    const day = at ? saoPauloToday(at) : null;
    return day && day >= fromDay ? day : null;
  };

  const admins = new Set(
    (
      await db.collection(COLLECTIONS.profiles).where('role', '==', 'ADMIN').select().get()
    ).docs.map((doc) => doc.id),
  );
  let opens = 0;
  await forEachDoc(
    db
      .collectionGroup(COLLECTIONS.recentViews)
      .orderBy(FieldPath.documentId())
      .select('title', 'viewedAt'),
    (doc) => {
      const uid = doc.ref.parent.parent?.id;
      const day = dayOf(doc.get('viewedAt'));
      if (!uid || admins.has(uid) || !day) return;
      const week = weekOf(day);
      bump(week.opens, day, doc.id);
      week.titles[doc.id] = (doc.get('title') as string | undefined) ?? doc.id;
      week.active.add(uid);
      opens += 1;
    },
  );

  let completions = 0;
  const funnels = new Map<string, Record<string, number>>();
  const marks: {
    uid: string;
    classId: string;
    courseId: string | null;
    day: string | null;
    createTime: Timestamp;
  }[] = [];
  await forEachDoc(
    db
      .collectionGroup(COLLECTIONS.completions)
      .orderBy(FieldPath.documentId())
      .select('courseId', 'completedAt'),
    (doc) => {
      const uid = doc.ref.parent.parent?.id;
      if (!uid) return;
      const courseId = (doc.get('courseId') as string | null | undefined) ?? null;
      if (courseId) {
        const funnel = funnels.get(courseId) ?? {};
        funnel[doc.id] = (funnel[doc.id] ?? 0) + 1;
        funnels.set(courseId, funnel);
      }
      const day = dayOf(doc.get('completedAt'));
      marks.push({ uid, classId: doc.id, courseId, day, createTime: doc.createTime });
      if (!day) return;
      bump(weekOf(day).completions, day, doc.id);
      completions += 1;
    },
  );

  let purchases = 0;
  await forEachDoc(purchaseRecordsSince(db, fromDay), (doc) => {
    const kind = recordKind(doc);
    const day = dayOf(doc.get('eventAt'));
    if (!kind || !day) return;
    weekOf(day)[kind] += 1;
    purchases += 1;
  });

  const writer = db.bulkWriter();
  const createdAt = Timestamp.fromDate(now);
  for (const { active, ...week } of weeks.values()) {
    void writer.set(weekShardRef(db, week.week, 0), { ...week, active: active.size });
  }
  for (const [courseId, counts] of funnels) {
    void writer.set(funnelShardRef(db, courseId, 0), { completions: counts });
  }
  // Where each completion was counted, so unmarking it later takes off exactly that.
  for (const mark of marks) {
    void writer.set(completionMarkRef(db, mark.uid, mark.classId), {
      day: mark.day,
      classId: mark.classId,
      courseId: mark.courseId,
      createTime: mark.createTime,
    });
  }
  // Members already active this week stay counted once when they open another class today.
  for (const uid of weeks.get(currentWeek)?.active ?? []) {
    void writer.set(
      db.collection(COLLECTIONS.indicatorEvents).doc(activeMarkerId(currentWeek, uid)),
      { createdAt, uid },
    );
  }
  await writer.close();

  const refresh = await refreshIndicators(db, now);
  return { weeks: weeks.size, opens, completions, purchases, refresh };
}
