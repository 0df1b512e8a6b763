import { Box } from '@mui/material';
import { ReadView } from '@/components/feedback/read-view';
import { visuallyHidden } from '@/components/form/visually-hidden';
import { useRead } from '@/lib/use-read';
import { AWAITING_COUNT_MAX, liveAwaitingCount } from '../api/moderation';
import { moderationMessages as t } from '../messages';

/**
 * The sidebar's count of students' comments waiting for the team, live (admins only: the app
 * puts it on the admin-only 'Comentários' entry). Nothing while there is none. The number is for
 * the eye; the link's accessible name gets the words ('Comentários, 2 comentários sem resposta').
 */
export function AwaitingRepliesBadge() {
  const awaiting = useRead(liveAwaitingCount());
  return (
    <ReadView read={awaiting} loading={null} error={null} isEmpty={(count) => count === 0}>
      {(count) => (
        <>
          <Box
            component="span"
            aria-hidden
            data-testid="awaiting-replies-count"
            sx={{
              ml: 1,
              minWidth: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: 'warning.main',
              color: 'warning.contrastText',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: '22px',
              textAlign: 'center',
            }}
          >
            {t.waitingCount(count, AWAITING_COUNT_MAX)}
          </Box>
          <span style={visuallyHidden}>{`, ${t.waitingLabel(count)}`}</span>
        </>
      )}
    </ReadView>
  );
}
