import { useEffect, useState } from 'react';
import type { LiveClassDoc } from '../api/live-classes';
import { msUntilNextChange } from './live-now';

/** The clock "live" is decided by: ticks every minute and at each start or end of `classes`. */
export function useLiveClock(classes: readonly LiveClassDoc[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msUntilNextChange(classes, now));
    return () => clearTimeout(timer);
  }, [classes, now]);
  return now;
}
