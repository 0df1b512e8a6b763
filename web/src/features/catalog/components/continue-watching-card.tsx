import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { paths } from '@/config/paths';
import { CONTINUE_PARAM, recentViews } from '@/lib/content';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { useCompletedIds } from '../hooks/use-completed-ids';
import { WatchedBar } from './watched-bar';
import { catalogMessages as t, continueWatchingMessages as m } from '../messages';

/**
 * 'Continue de onde parou': the last class the user opened and did not complete, one click
 * back into it. Nothing when every recent class is done (or none was opened).
 */
export function ContinueWatchingCard() {
  const session = useSession();
  const uid = session.status === 'ready' ? session.user.id : '';
  const views = useRead(uid ? recentViews(uid) : null);
  const recent = views.status === 'ready' ? views.data : [];
  const { completed, settled } = useCompletedIds(recent.map((view) => view.classId));
  const ready = views.status !== 'loading' && settled;
  const mayShow = useRevealTurn(ready);
  const next = recent.find((view) => !completed.has(view.classId));
  // Not before the completions have answered too: the card would show the first recent class
  // above the page's skeleton, then (maybe) another, and move the skeleton down (a layout shift
  // of 0.40 on a phone, measured by bench:app:lighthouse).
  if (!uid || !ready || !next || !mayShow) return null;

  return (
    <Card
      component="section"
      aria-labelledby="continue-watching"
      variant="outlined"
      sx={{ mb: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 240 },
          aspectRatio: '16 / 9',
          flexShrink: 0,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
        }}
      >
        {next.coverUrl ? (
          <Box
            component="img"
            src={next.coverUrl}
            alt={t.coverAlt(next.title)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <PlayCircleOutlineIcon fontSize="large" aria-hidden />
        )}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography id="continue-watching" variant="overline" color="primary">
          {m.title}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom>
          {next.type === 'SEMANAL' && next.classNumber
            ? `${t.classNumber(next.classNumber)}: ${next.title}`
            : next.title}
        </Typography>
        <WatchedBar classId={next.classId} />
        <Stack direction="row">
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            component={RouterLink}
            to={`${paths.dashboard.classPage.getHref(next.slug)}?${CONTINUE_PARAM}=1`}
          >
            {m.action}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
