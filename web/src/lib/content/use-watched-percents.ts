import { useSession } from '@/lib/session';
import { useReadOnce } from '@/lib/use-read-once';
import { fetchWatchedPercents } from './watch-positions';

const NONE: ReadonlyMap<string, number> = new Map();

/** How far the signed-in member got in each of these classes' videos (read once per set). */
export function useWatchedPercents(classIds: readonly string[]): ReadonlyMap<string, number> {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : '';
  const ids = [...new Set(classIds)].sort();
  const state = useReadOnce(
    `watched:${uid}:${ids.join(',')}`,
    uid && ids.length > 0 ? () => fetchWatchedPercents(uid, ids) : null,
  );
  return state.status === 'ready' ? state.data : NONE;
}
