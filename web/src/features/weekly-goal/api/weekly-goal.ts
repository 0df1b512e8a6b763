// The member's one 'Meta da semana' document: read live (the week, the history and the streak the
// functions keep, and the goal) and the goal written by the member (the rules let them write
// nothing else).
import { COLLECTIONS, WEEKLY_GOAL_DOC_ID, weeklyGoalSchema, type WeeklyGoal } from '@app/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveDoc } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';
import { mapRead, type Read } from '@/lib/use-read';

const goalRef = (uid: string) =>
  doc(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.weeklyGoal, WEEKLY_GOAL_DOC_ID);

/**
 * Live: profiles/{uid}/weeklyGoal/current as `stored`, null before the first class or goal (the
 * card still shows then: the suggestion, 0 of 1).
 */
export function liveWeeklyGoal(uid: string): Read<{ stored: WithId<WeeklyGoal> | null }> {
  return mapRead(liveDoc(weeklyGoalSchema, goalRef(uid)), 'state', (stored) => ({ stored }));
}

/** The member picks a goal (1 to 5): it applies from this week on. */
export function saveWeeklyGoal(uid: string, goal: number): Promise<void> {
  return setDoc(goalRef(uid), { goal, goalSetAt: serverTimestamp() }, { merge: true });
}
