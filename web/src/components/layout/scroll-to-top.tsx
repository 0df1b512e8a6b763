import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top on each route change. Not on the first render: the browser has
 * placed that page already (a reload keeps where the visitor was, an address with #section its
 * anchor). A layout effect, so the reset lands in the commit that shows the new page, before a
 * click on it can start a scroll of its own.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
