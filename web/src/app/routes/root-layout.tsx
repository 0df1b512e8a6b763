import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { endFirstHydration } from '@/lib/first-hydration';
import { replayPendingClick } from '../pending-click';

/**
 * Renders nothing; its effect runs once the page beside it has committed, which on a prerendered
 * page means hydrated (React hydrates what is inside a Suspense boundary after the root).
 */
function AfterPageCommit() {
  useEffect(() => {
    endFirstHydration();
    replayPendingClick();
  }, []);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <AfterPageCommit />
      </Suspense>
    </>
  );
}
