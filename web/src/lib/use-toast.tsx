import { Box, Typography } from '@mui/material';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

export type ToastOptions = {
  title: string;
  description?: string;
  /** 'error' is the "destructive" toast. */
  variant?: VariantType;
  /** Defaults to the provider's TOAST_DEFAULT_MS (toast-settings.ts). */
  durationMs?: number;
};

/** A toast has a title and an optional description; this renders both consistently. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default', durationMs }: ToastOptions) =>
      enqueueSnackbar(
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {description ? (
            <Typography component="span" variant="body2">
              {description}
            </Typography>
          ) : null}
        </Box>,
        { variant, ...(durationMs ? { autoHideDuration: durationMs } : {}) },
      ),
    [enqueueSnackbar],
  );
}
