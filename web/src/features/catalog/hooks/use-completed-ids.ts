import { subscribeCompletedIds } from '@/lib/content';
import { useSession } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';

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
  const ids = [...new Set(classIds)].sort();
  const completed = useLiveSnapshot<ReadonlySet<string>>(
    `completed-ids:${uid}:${ids.join(',')}`,
    (onData, onError) =>
      uid ? subscribeCompletedIds(uid, ids, onData, onError) : (onData(NONE), () => undefined),
  );
  return {
    completed: completed.status === 'ready' ? completed.data : NONE,
    settled: completed.status !== 'loading',
  };
}
