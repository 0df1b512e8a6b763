import { ptBR } from 'date-fns/locale';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';

/**
 * The MUI X pickers in pt-BR (date-fns, weeks from Sunday). Each component with a picker wraps
 * itself in this, rather than the dashboard's root, so the pickers and the date adapter load with
 * the screens that have a picker and not with every dashboard page.
 */
export function PickersLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
