import { Box, Button } from '@mui/material';
import type { ReadState } from '@/lib/use-live-snapshot';

/**
 * 'Ver mais' under a paged list: shown once the page has answered and says there is more;
 * nothing while it loads, on error, or at the end of the list.
 */
export function LoadMoreButton(props: {
  page: ReadState<{ hasMore: boolean }>;
  label: string;
  onMore: () => void;
  /** The next page is on its way (the button stays, disabled). */
  busy?: boolean;
}) {
  if (props.page.status !== 'ready' || !props.page.data.hasMore) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Button variant="outlined" disabled={props.busy} onClick={props.onMore}>
        {props.label}
      </Button>
    </Box>
  );
}
