import { liveLoopMessages, toDateValue } from '@app/domain';
import {
  Box,
  Card,
  CardContent,
  CardMedia,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CalendarAddIcon from '@mui/icons-material/EventAvailableOutlined';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { downloadCalendarEntry } from '@/lib/calendar-file';
import { useRead } from '@/lib/use-read';
import { unfinishedLiveClasses, type LiveClassDoc } from '../api/live-classes';
import { myAttendance } from '../api/live-class-loop';
import { JoinLiveButton } from './join-live-button';
import { useLiveClock } from '../hooks/use-live-clock';
import { liveNow } from '../hooks/live-now';
import { liveClassCalendarEntry } from './live-calendar';
import { liveListMessages as listMessages, liveNowMessages as t } from '../messages';

/** Live classes are instants: shown in the viewer's own time zone. */
const timeOf = (date: Date) =>
  date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * Dashboard: 'Ao Vivo Agora', the live classes happening now in a carousel (no loop, drag
 * threshold 10, duration 25); 'Entrar na aula' opens the room in a new tab (joinLiveClass), the
 * title leads to the class's page. Hidden when none.
 */
export function LiveNowCarousel() {
  // The query's lower bound is fixed when the section mounts; the clock below does the rest.
  const [since] = useState(() => new Date());
  const unfinished = useRead(unfinishedLiveClasses(since));
  const all = unfinished.status === 'ready' ? unfinished.data : [];
  const now = useLiveClock(all);
  const live = liveNow(all, now);
  const mayShow = useRevealTurn(unfinished.status !== 'loading');
  if (!mayShow || live.length === 0) return null;
  return <Carousel classes={live} />;
}

function Carousel({ classes }: { classes: LiveClassDoc[] }) {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: false,
    dragThreshold: 10,
    duration: 25,
    align: 'start',
  });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    setCanPrev(embla?.canScrollPrev() ?? false);
    setCanNext(embla?.canScrollNext() ?? false);
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <Box component="section" aria-labelledby="live-now" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main' }}
          />
          <Typography id="live-now" variant="h5" component="h2">
            {t.title}
          </Typography>
        </Stack>
        {canPrev || canNext ? (
          <Stack direction="row">
            <IconButton
              aria-label={t.previous}
              disabled={!canPrev}
              onClick={() => embla?.scrollPrev()}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t.next} disabled={!canNext} onClick={() => embla?.scrollNext()}>
              <ChevronRightIcon />
            </IconButton>
          </Stack>
        ) : null}
      </Stack>
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 2 }} role="list">
          {classes.map((live) => (
            <Box
              key={live.id}
              role="listitem"
              aria-label={live.title}
              sx={{
                flex: { xs: '0 0 100%', sm: '0 0 calc(50% - 8px)', lg: '0 0 calc(33.333% - 11px)' },
                minWidth: 0,
              }}
            >
              <LiveCard live={live} />
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function LiveCard({ live }: { live: LiveClassDoc }) {
  const user = useCurrentUser();
  const attendance = useRead(myAttendance(user.id, live.id));
  const attended = attendance.status === 'ready' && attendance.data !== null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {live.coverUrl ? (
        <CardMedia
          component="img"
          image={live.coverUrl}
          alt={t.coverAlt(live.title)}
          sx={{ aspectRatio: '16 / 9' }}
        />
      ) : null}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" color="error" label={t.live} />
          {attended ? (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon />}
              label={liveLoopMessages.attended}
            />
          ) : null}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <Box
            component={RouterLink}
            to={paths.dashboard.liveClass.getHref(live.id)}
            sx={{ color: 'inherit' }}
          >
            {live.title}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t.until(timeOf(toDateValue(live.endsAt)))}
        </Typography>
        <JoinLiveButton live={live} />
        <IconButton
          aria-label={`${listMessages.addToCalendar}: ${live.title}`}
          onClick={() => downloadCalendarEntry(liveClassCalendarEntry(live))}
          sx={{ ml: 1 }}
        >
          <CalendarAddIcon />
        </IconButton>
      </CardContent>
    </Card>
  );
}
