// The member's 'Meta da semana' document (profiles/{uid}/weeklyGoal/current) changed in one
// transaction: read it, apply a pure step from @app/domain (weekly-goal.ts), write it back with
// what follows (the bell's 'Meta da semana cumprida!' once per week, the admins' totals). One
// document per member and per event: the cost never depends on the member's history or on how
// many members there are.
import {
  COLLECTIONS,
  metNoticeDue,
  notificationIds,
  WEEKLY_GOAL_DOC_ID,
  WEEKLY_GOAL_TOTAL_SHARDS,
  weeklyGoalMessages,
  weeklyGoalSchema,
  weeklyGoalTotalIds,
  type WeeklyGoalState,
} from '@app/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

export const weeklyGoalRef = (db: Firestore, uid: string): DocumentReference =>
  db
    .collection(COLLECTIONS.profiles)
    .doc(uid)
    .collection(COLLECTIONS.weeklyGoal)
    .doc(WEEKLY_GOAL_DOC_ID);

const randomShard = () => Math.floor(Math.random() * WEEKLY_GOAL_TOTAL_SHARDS);

/** One share of the totals: goals met in `week`. */
export const weekTotalRef = (db: Firestore, week: string, shard = randomShard()) =>
  db.collection(COLLECTIONS.weeklyGoalTotals).doc(weeklyGoalTotalIds.week(week, shard));

/** One share of the totals: members with a goal. */
export const membersTotalRef = (db: Firestore, shard = randomShard()) =>
  db.collection(COLLECTIONS.weeklyGoalTotals).doc(weeklyGoalTotalIds.members(shard));

/** The stored fields as the domain reads them (a malformed document reads as a fresh one). */
export function stateOf(data: FirebaseFirestore.DocumentData | undefined): WeeklyGoalState {
  const parsed = weeklyGoalSchema.safeParse(data ?? {});
  if (parsed.success) {
    const { goalSetAt: _set, updatedAt: _updated, ...state } = parsed.data;
    return state;
  }
  const goal = weeklyGoalSchema.shape.goal.safeParse(data?.goal);
  return { classIds: [], streak: 0, history: [], ...(goal.success ? { goal: goal.data } : {}) };
}

/** The fields the functions own (never goal and goalSetAt: those are the member's). */
function functionFields(state: WeeklyGoalState) {
  return {
    week: state.week ?? null,
    weekGoal: state.weekGoal ?? null,
    classIds: state.classIds,
    streak: state.streak,
    history: state.history,
    notifiedWeek: state.notifiedWeek ?? null,
    inTotals: state.inTotals ?? false,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export type StepResult = { changed: boolean; notified: boolean; state: WeeklyGoalState };

/**
 * Applies `step` to the member's document. `onlyIfExists`: do nothing when there is no document
 * (an undone completion, or an account being deleted, never creates one). When the step leaves the
 * week met with a goal picked, and the member was not told this week, the same transaction writes
 * the notification (a fixed id per week) and counts the week in the totals.
 */
export async function updateWeeklyGoal(
  db: Firestore,
  uid: string,
  step: (state: WeeklyGoalState, tx: Transaction) => { state: WeeklyGoalState; changed: boolean },
  options: { onlyIfExists?: boolean; now: Date },
): Promise<StepResult> {
  const ref = weeklyGoalRef(db, uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists && options.onlyIfExists)
      return { changed: false, notified: false, state: stateOf(undefined) };
    const result = step(stateOf(snap.data()), tx);
    let state = result.state;
    const notified = metNoticeDue(state);
    if (notified) {
      state = { ...state, notifiedWeek: state.week };
      tx.set(
        db
          .collection(COLLECTIONS.profiles)
          .doc(uid)
          .collection(COLLECTIONS.notifications)
          .doc(notificationIds.weeklyGoalMet(state.week!)),
        {
          kind: 'weeklyGoalMet',
          title: weeklyGoalMessages.metNotification,
          createdAt: Timestamp.fromDate(options.now),
        },
      );
      tx.set(
        weekTotalRef(db, state.week!),
        { week: state.week, met: FieldValue.increment(1) },
        { merge: true },
      );
    }
    if (result.changed || notified) tx.set(ref, functionFields(state), { merge: true });
    return { changed: result.changed, notified, state };
  });
}
