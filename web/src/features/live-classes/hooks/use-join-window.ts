import {
  liveJoinWindow,
  nextLiveJoinChange,
  type DateLike,
  type LiveJoinWindow,
} from '@app/domain';
import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later change is reached in steps. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Where the room's window stands now ('before', 'open', 'ended'), re-decided on the exact instant
 * it opens and on the end, without polling.
 */
export function useJoinWindow(live: { startsAt: DateLike; endsAt: DateLike }): LiveJoinWindow {
  const [now, setNow] = useState(() => new Date());
  const next = nextLiveJoinChange(live, now)?.getTime() ?? null;
  useEffect(() => {
    if (next === null) return;
    const wait = Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [next]);
  return liveJoinWindow(live, now);
}
