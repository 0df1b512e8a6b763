import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { dateLocale } from '@/lib/dates';
import { FirebaseProviders } from '@/lib/firebase-providers';

/** The signed-in area: the only part of the app that loads Firestore, Storage and Functions. */
export default function DashboardRoot() {
  return (
    <FirebaseProviders>
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={dateLocale}
        localeText={pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </LocalizationProvider>
    </FirebaseProviders>
  );
}
