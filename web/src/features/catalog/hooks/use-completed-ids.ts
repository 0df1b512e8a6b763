import { completedAmong } from '@/lib/content';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which of these classes the signed-in user completed (one query per 30 cards on screen), and
 * whether that is known yet (none count as completed until it is).
 */
export function useCompletedIds(classIds: readonly string[]): {
  completed: ReadonlySet<string>;
  settled: boolean;
} {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : '';
  const completed = useRead(completedAmong(uid, classIds));
  return {
    completed: completed.status === 'ready' ? completed.data : NONE,
    settled: completed.status !== 'loading',
  };
}
