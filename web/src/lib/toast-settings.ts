import { TOAST_DEFAULT_MS } from '@app/domain';
import type { SnackbarProviderProps } from 'notistack';
import { prefersReducedMotion } from './reduced-motion';

/**
 * How the app shows toasts: at most three at once, bottom-right, each for TOAST_DEFAULT_MS unless
 * it asks for longer, without sliding for a person who asked for less motion. The app's providers
 * and the component tests' use these same settings.
 */
export const toastSettings = {
  maxSnack: 3,
  autoHideDuration: TOAST_DEFAULT_MS,
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  // notistack does not read the theme's durations.
  transitionDuration: prefersReducedMotion() ? { enter: 0, exit: 0 } : undefined,
} satisfies Partial<SnackbarProviderProps>;
