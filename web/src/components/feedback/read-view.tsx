import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ReadResult } from '@/lib/use-read';
import type { ReadState } from '@/lib/use-live-snapshot';
import { readViewMessages as t } from './messages';

type ReadViewProps<T> = {
  /** What useRead (or useLiveSnapshot) returned. */
  read: ReadResult<T> | ReadState<T>;
  /** The data, once here and not empty. */
  children: (data: T) => ReactNode;
  /** Shown while loading; default a small named spinner. */
  loading?: ReactNode;
  /** Accessible name of the default spinner. */
  loadingLabel?: string;
  /** The error's text; shown with 'Tentar novamente' when the read can retry. */
  error?: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the data is empty. */
  empty?: ReactNode;
  /** Default: an empty array, or null. */
  isEmpty?: (data: T) => boolean;
};

const emptyByDefault = (data: unknown) =>
  data === null || (Array.isArray(data) && data.length === 0);

/**
 * The one way a screen shows a read: a spinner (or the given skeleton) while loading, the error
 * with 'Tentar novamente', the empty text, or the data. A string `empty` or `error` is rendered
 * as the app's usual secondary or alert text.
 */
export function ReadView<T>({
  read,
  children,
  loading,
  loadingLabel = t.loading,
  error = t.error,
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
    const retry = 'retry' in read ? read.retry : null;
    return (
      <Box role="alert">
        {typeof error === 'string' ? <Typography color="error">{error}</Typography> : error}
        {retry ? (
          <Button size="small" onClick={retry} sx={{ mt: 1 }}>
            {t.retry}
          </Button>
        ) : null}
      </Box>
    );
  }
  if (isEmpty(read.data)) {
    return typeof empty === 'string' ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <>{empty}</>
    );
  }
  return <>{children(read.data)}</>;
}
