import { applyGoalChange } from '@app/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { membersTotalRef, updateWeeklyGoal, type StepResult } from './weekly-goal-store';

/**
 * The member picked a goal (their write to the document): the weeks before this one close under
 * the goal they had, this week is judged by the new one (which may meet it at once: the bell is
 * told), and a member's first goal counts in 'Membros com meta'.
 */
export async function recordGoalChange(
  db: Firestore,
  input: { uid: string; previousGoal: number | undefined; now: Date },
): Promise<StepResult> {
  return updateWeeklyGoal(
    db,
    input.uid,
    (state, tx) => {
      const counted = state.goal !== undefined && state.inTotals !== true;
      if (counted)
        tx.set(membersTotalRef(db), { withGoal: FieldValue.increment(1) }, { merge: true });
      const next = applyGoalChange(state, input.previousGoal, input.now);
      return { state: counted ? { ...next, inTotals: true } : next, changed: true };
    },
    { onlyIfExists: true, now: input.now },
  );
}

/** The document deleted (with the account): a member counted with a goal leaves the totals. */
export async function recordGoalRemoved(db: Firestore): Promise<void> {
  await membersTotalRef(db).set({ withGoal: FieldValue.increment(-1) }, { merge: true });
}
