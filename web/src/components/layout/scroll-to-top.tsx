import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on each route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
