import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ReadResult } from '@/lib/use-read';
import type { ReadState } from '@/lib/use-live-snapshot';
import { readViewMessages as t } from './messages';

type ReadViewProps<T> = {
  /** What useRead (or useLiveSnapshot) returned. */
  read: ReadResult<T> | ReadState<T>;
  /** The data, once here and not empty (never null: no document is the empty case). */
  children: (data: NonNullable<T>) => ReactNode;
  /**
   * Shown while loading: any node (a skeleton, the page loader; `null` for nothing). Default a
   * small named spinner.
   */
  loading?: ReactNode;
  /** Accessible name of the default spinner. */
  loadingLabel?: string;
  /**
   * The error's text; shown with 'Tentar novamente' when the read can retry. `null`: nothing at
   * all (a section that hides when its read fails).
   */
  error?: ReactNode;
  /**
   * `false`: the error is a screen of its own (a not-found page, a leave-with-toast), shown as
   * given, with no alert around it and no retry button.
   */
  retry?: boolean;
  /** The retry button's text, where a screen words it otherwise. */
  retryLabel?: string;
  /** Shown instead of `children` for null data, or when `isEmpty` says the data is empty. */
  empty?: ReactNode;
  /** What else is empty besides null; default an empty array. */
  isEmpty?: (data: NonNullable<T>) => boolean;
};

const emptyByDefault = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a screen shows a read: a spinner (or the given skeleton) while loading, the error
 * with 'Tentar novamente', the empty text, or the data. A string `empty` or `error` is rendered
 * as the app's usual secondary or alert text. A section that hides on error says `error={null}`;
 * a page whose failed read is a screen of its own (not found, back with a toast) says
 * `retry={false}`.
 */
export function ReadView<T>({
  read,
  children,
  loading,
  loadingLabel = t.loading,
  error = t.error,
  retry = true,
  retryLabel = t.retry,
  empty = null,
  isEmpty = emptyByDefault,
}: ReadViewProps<T>) {
  if (read.status === 'loading') {
    return loading === undefined ? (
      <CircularProgress size={24} aria-label={loadingLabel} />
    ) : (
      <>{loading}</>
    );
  }
  if (read.status === 'error') {
    if (error === null) return null;
    if (!retry) return <>{error}</>;
    const again = 'retry' in read ? read.retry : null;
    return (
      <Box role="alert">
        {typeof error === 'string' ? <Typography color="error">{error}</Typography> : error}
        {again ? (
          <Button size="small" onClick={again} sx={{ mt: 1 }}>
            {retryLabel}
          </Button>
        ) : null}
      </Box>
    );
  }
  const data = read.data;
  if (data === null || data === undefined || isEmpty(data)) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <>{empty}</>
    );
  }
  return <>{children(data)}</>;
}
