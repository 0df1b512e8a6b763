import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { DashboardGuard } from '@/features/auth/guards/dashboard-guard';
import { DashboardLayout } from '@/features/dashboard-shell/dashboard-layout';
import { PartnerPopups } from '@/features/partner-popups/partner-popups';
import { CreateUserMenuItem } from '@/features/users/create-user-menu-item';
import { dateLocale } from '@/lib/dates';
import { FirebaseProviders } from '@/lib/firebase-providers';
import { SessionProvider } from '@/lib/session';

/**
 * The signed-in area: the only part of the app that loads Firestore, Storage and Functions.
 * Session -> guard (sign-in, access, admin pages, registration) -> layout -> the page.
 */
export default function DashboardRoot() {
  return (
    <FirebaseProviders>
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={dateLocale}
        localeText={pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <SessionProvider>
          <DashboardGuard>
            <DashboardLayout adminActions={(props) => <CreateUserMenuItem {...props} />}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
              <PartnerPopups />
            </DashboardLayout>
          </DashboardGuard>
        </SessionProvider>
      </LocalizationProvider>
    </FirebaseProviders>
  );
}
