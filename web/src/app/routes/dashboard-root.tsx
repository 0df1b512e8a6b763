import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { PartnerPopups } from '@/features/partner-popups';
import { FirebaseProviders } from '@/lib/firebase-providers';
import { SessionProvider } from '@/lib/session';
import { DashboardFrame } from './dashboard-frame';

/**
 * The signed-in area: the only part of the app that loads Firestore (Storage and Functions load
 * with the screens that use them).
 * Session -> guard (sign-in, access, admin pages, registration) -> layout -> the page; the guard
 * and the layout get the route table's facts from DashboardFrame.
 */
export default function DashboardRoot() {
  return (
    <FirebaseProviders>
      <SessionProvider>
        <DashboardFrame>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
          <PartnerPopups />
        </DashboardFrame>
      </SessionProvider>
    </FirebaseProviders>
  );
}
