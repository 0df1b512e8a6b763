import { PARTNER_POPUP_CHECK_MS } from '@app/domain';
import { useEffect, useState } from 'react';

/** "Now" for the partner popups: read at once, then again every hour. */
export function usePartnerPopupClock(intervalMs: number = PARTNER_POPUP_CHECK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
