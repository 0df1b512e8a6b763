import { countCompletion, goalWeekOf, uncountCompletion } from '@app/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { updateWeeklyGoal, type StepResult } from './weekly-goal-store';

/**
 * A class completed at `completedAt`, seen by the trigger at `now`: counted in the member's open
 * week, once per class and week. A completion dated in an earlier week than `now` (an import, a
 * trigger that ran late across Sunday midnight) changes nothing: that week is closed.
 */
export async function recordCompletion(
  db: Firestore,
  input: { uid: string; classId: string; completedAt: Date; now: Date },
): Promise<StepResult | null> {
  if (goalWeekOf(input.completedAt) !== goalWeekOf(input.now)) return null;
  return updateWeeklyGoal(
    db,
    input.uid,
    (state) => countCompletion(state, input.classId, input.completedAt),
    { now: input.now },
  );
}

/** A completion undone: the class leaves the week it was counted in, if that week is still open. */
export async function recordCompletionUndone(
  db: Firestore,
  input: { uid: string; classId: string; completedAt: Date; now: Date },
): Promise<StepResult> {
  return updateWeeklyGoal(
    db,
    input.uid,
    (state) => uncountCompletion(state, input.classId, input.completedAt),
    { onlyIfExists: true, now: input.now },
  );
}
