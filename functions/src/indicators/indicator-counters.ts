// Counting events into the indicators' summaries (packages/domain/src/entities/indicators.ts) as
// they happen: each count goes to one of INDICATOR_SHARDS documents of its week (or of its course's
// funnel), picked at random, so a burst of openings of one class spreads its writes instead of
// queueing on one document. Each event is counted once: its marker in insightEvents is created in
// the same transaction as the increment, and a retried trigger finds the marker and stops.
import {
  COLLECTIONS,
  INDICATOR_SHARDS,
  saoPauloToday,
  saoPauloWeek,
  weekOfDay,
  type PurchaseKind,
} from '@app/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

const randomShard = () => Math.floor(Math.random() * INDICATOR_SHARDS);

export const weekShardRef = (db: Firestore, week: string, shard = randomShard()) =>
  db.collection(COLLECTIONS.indicatorWeeks).doc(`${week}_${shard}`);

export const funnelShardRef = (db: Firestore, courseId: string, shard = randomShard()) =>
  db
    .collection(COLLECTIONS.courseFunnels)
    .doc(courseId)
    .collection(COLLECTIONS.funnelShards)
    .doc(String(shard));

const markerRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.indicatorEvents).doc(id);

/** The marker that says a member was already counted active in a week. */
export const activeMarkerId = (week: string, uid: string) => `active-${week}-${uid}`;

/**
 * The member's document an event came from (a class view, a completion), as the trigger saw it.
 * Read again inside the counting transaction: a trigger can run after the document is gone
 * (unmarked, or the account deleted while the trigger was on its way). Counting it then would
 * leave a count of a completion that no longer exists, or write the member's uid into a marker
 * after the account deletion removed theirs (forgetMemberInIndicators). Reading it in the
 * transaction orders the two: whatever is counted was there first, so a deletion that follows
 * finds it and takes it off.
 */
type Source = { ref: DocumentReference; createTime?: Timestamp };

function stillThere(source: Source, current: DocumentSnapshot): boolean {
  if (!current.exists) return false;
  // A completion deleted and made again is another incarnation, counted by its own trigger.
  return !source.createTime || current.createTime?.isEqual(source.createTime) === true;
}

/**
 * Runs `write` once per marker id: false when the marker existed (the event was counted before)
 * or when the event's source document is no longer there. Markers carry `createdAt` so the
 * nightly job can drop the old ones.
 */
async function once(
  db: Firestore,
  markerIds: { event: string; active?: string; uid?: string },
  write: (tx: Transaction, firstActive: boolean) => void,
  source?: Source,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const event = markerRef(db, markerIds.event);
    const active = markerIds.active ? markerRef(db, markerIds.active) : null;
    const [seen, wasActive, current] = await Promise.all([
      tx.get(event),
      active ? tx.get(active) : Promise.resolve(null),
      source ? tx.get(source.ref) : Promise.resolve(null),
    ]);
    if (seen.exists) return false;
    if (source && current && !stillThere(source, current)) return false;
    const createdAt = Timestamp.now();
    tx.create(event, { createdAt });
    const firstActive = active !== null && wasActive !== null && !wasActive.exists;
    // The uid lets an account deletion find the member's markers.
    if (firstActive) tx.create(active, { createdAt, uid: markerIds.uid });
    write(tx, firstActive);
    return true;
  });
}

const merge = (tx: Transaction, ref: DocumentReference, data: Record<string, unknown>) =>
  tx.set(ref, data, { merge: true });

const memberDoc = (db: Firestore, uid: string, collection: string, id: string) =>
  db.collection(COLLECTIONS.profiles).doc(uid).collection(collection).doc(id);

/**
 * A member opened a class: its day's openings, its title, and the member active that week.
 * Counted while the member's view of the class (profiles/{uid}/recentViews/{classId}) is there.
 */
export function countOpening(
  db: Firestore,
  opening: { eventId: string; uid: string; classId: string; title: string; at: Date },
): Promise<boolean> {
  const day = saoPauloToday(opening.at);
  const week = weekOfDay(day);
  return once(
    db,
    {
      event: `open-${opening.eventId}`,
      active: activeMarkerId(week, opening.uid),
      uid: opening.uid,
    },
    (tx, firstActive) =>
      merge(tx, weekShardRef(db, week), {
        week,
        opens: { [day]: { [opening.classId]: FieldValue.increment(1) } },
        titles: { [opening.classId]: opening.title },
        ...(firstActive ? { active: FieldValue.increment(1) } : {}),
      }),
    { ref: memberDoc(db, opening.uid, COLLECTIONS.recentViews, opening.classId) },
  );
}

/** Which completions are in the counts, and where: one per member and class. */
export const completionMarkRef = (db: Firestore, uid: string, classId: string) =>
  db.collection(COLLECTIONS.indicatorCompletions).doc(`${uid}_${classId}`);

const countCompletionIn = (
  tx: Transaction,
  db: Firestore,
  /** `day` null: counted in the funnel only (older than the weeks the backfill counts). */
  at: { day: string | null; classId: string; courseId: string | null },
  delta: 1 | -1,
) => {
  if (at.day) {
    const week = weekOfDay(at.day);
    merge(tx, weekShardRef(db, week), {
      week,
      completions: { [at.day]: { [at.classId]: FieldValue.increment(delta) } },
    });
  }
  if (at.courseId) {
    merge(tx, funnelShardRef(db, at.courseId), {
      completions: { [at.classId]: FieldValue.increment(delta) },
    });
  }
};

/**
 * A completion made: +1 on its day and in its course's funnel, and its mark, which says where it
 * was counted so that undoing it takes off exactly that. Counted while that incarnation of the
 * completion document is there.
 */
export function countCompletionMade(
  db: Firestore,
  completion: {
    eventId: string;
    uid: string;
    classId: string;
    courseId: string | null;
    completedAt: Date;
    /** The completion document's createTime: which incarnation of it was counted. */
    createTime: Timestamp;
  },
): Promise<boolean> {
  const day = saoPauloToday(completion.completedAt);
  return once(
    db,
    { event: `completion-${completion.eventId}` },
    (tx) => {
      const at = { day, classId: completion.classId, courseId: completion.courseId };
      countCompletionIn(tx, db, at, 1);
      tx.set(completionMarkRef(db, completion.uid, completion.classId), {
        ...at,
        createTime: completion.createTime,
      });
    },
    {
      ref: memberDoc(db, completion.uid, COLLECTIONS.completions, completion.classId),
      createTime: completion.createTime,
    },
  );
}

/**
 * A completion undone (unmarked, or its account deleted): -1 where its mark says it was counted.
 * Nothing when that document was never counted: no mark, or a mark of another incarnation of it
 * (a late delete of an earlier completion of the same class, e.g. data cleared and written again).
 */
export function countCompletionUndone(
  db: Firestore,
  completion: { uid: string; classId: string; createTime: Timestamp },
): Promise<boolean> {
  const mark = completionMarkRef(db, completion.uid, completion.classId);
  return db.runTransaction(async (tx) => {
    const counted = await tx.get(mark);
    const createTime = counted.get('createTime') as Timestamp | undefined;
    if (!counted.exists || !createTime?.isEqual(completion.createTime)) return false;
    tx.delete(mark);
    countCompletionIn(
      tx,
      db,
      {
        day: (counted.get('day') as string | null) ?? null,
        classId: completion.classId,
        courseId: (counted.get('courseId') as string | null) ?? null,
      },
      -1,
    );
    return true;
  });
}

/** A purchase record that is a sale, a renewal or a refund, in the week it happened. */
export function countPurchase(
  db: Firestore,
  purchase: { eventId: string; kind: PurchaseKind; at: Date },
): Promise<boolean> {
  const week = saoPauloWeek(purchase.at);
  return once(db, { event: `purchase-${purchase.eventId}` }, (tx) =>
    merge(tx, weekShardRef(db, week), { week, [purchase.kind]: FieldValue.increment(1) }),
  );
}
