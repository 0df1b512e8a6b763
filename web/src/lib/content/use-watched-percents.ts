import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { watchedPercents } from './watch-positions';

const NONE: ReadonlyMap<string, number> = new Map();

/** How far the signed-in member got in each of these classes' videos (read once per set). */
export function useWatchedPercents(classIds: readonly string[]): ReadonlyMap<string, number> {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : '';
  const state = useRead(watchedPercents(uid, classIds));
  return state.status === 'ready' ? state.data : NONE;
}
