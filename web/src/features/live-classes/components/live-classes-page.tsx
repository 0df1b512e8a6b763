import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { isUpcomingLive, liveClassMessages, toDateValue } from '@app/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cardSkeletonSx } from '@/components/layout/card-grid';
import { CardGridList, CardGridSkeleton } from '@/components/layout/card-grid-list';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { useRead } from '@/lib/use-read';
import {
  LIVE_ADMIN_LIST_LIMIT,
  LIVE_PAST_LIMIT,
  pastLiveClasses,
  unfinishedLiveClasses,
  type LiveClassDoc,
} from '../api/live-classes';
import { DeleteLiveClassDialog } from './delete-live-class-dialog';
import { LiveClassCard } from './live-class-card';
import { useLiveClock } from '../hooks/use-live-clock';
import { liveNow } from '../hooks/live-now';
import { liveListMessages as t } from '../messages';

/**
 * /dashboard/aulas-ao-vivo (admin): 'Ao Vivo Agora' and 'Próximas Aulas' from one listener on
 * the classes not yet ended (a clock moves a class between them on time, without a reload), and
 * 'Passadas', the latest 20 that ended.
 */
export default function LiveClassesPage() {
  const toast = useToast();
  const [since] = useState(() => new Date());
  const unfinished = useRead(unfinishedLiveClasses(since, LIVE_ADMIN_LIST_LIMIT));
  const failed = unfinished.status === 'error';
  useEffect(() => {
    if (failed) {
      toast({
        title: liveClassMessages.loadListErrorTitle,
        description: liveClassMessages.loadListErrorDescription,
        variant: 'error',
      });
    }
  }, [failed, toast]);

  const [deleting, setDeleting] = useState<LiveClassDoc | null>(null);
  const ended = useRead(pastLiveClasses(since));
  const all = unfinished.status === 'ready' ? unfinished.data : [];
  const now = useLiveClock(all);
  const loading = unfinished.status === 'loading';
  const live = liveNow(all, now);
  const upcoming = all
    .filter((c) => isUpcomingLive(c, now))
    .sort((a, b) => toDateValue(a.startsAt).getTime() - toDateValue(b.startsAt).getTime());
  // Ended since the page opened (from the clock), then the ones that had ended before.
  const endedNow = all
    .filter((c) => toDateValue(c.endsAt).getTime() <= now.getTime())
    .sort((a, b) => toDateValue(b.endsAt).getTime() - toDateValue(a.endsAt).getTime());
  const past = [...endedNow, ...(ended.status === 'ready' ? ended.data : [])].slice(
    0,
    LIVE_PAST_LIMIT,
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={paths.dashboard.root.getHref()}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {t.backToDashboard}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}
      >
        <Typography variant="h4" component="h1">
          {t.title}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={paths.dashboard.createLiveClass.getHref()}
        >
          {t.newLiveClass}
        </Button>
      </Stack>
      <LiveSection
        id="ao-vivo-agora"
        title={t.liveNow}
        loading={loading}
        skeletons={2}
        loadingLabel={t.loadingNow}
        empty={liveClassMessages.emptyNow}
        classes={live}
        isLive
        onDelete={setDeleting}
      />
      <LiveSection
        id="proximas-aulas"
        title={t.upcoming}
        loading={loading}
        skeletons={3}
        loadingLabel={t.loadingUpcoming}
        empty={liveClassMessages.emptyUpcoming}
        classes={upcoming}
        isLive={false}
        onDelete={setDeleting}
      />
      <LiveSection
        id="aulas-passadas"
        title={t.past}
        loading={ended.status === 'loading'}
        skeletons={3}
        loadingLabel={t.loadingPast}
        empty={t.emptyPast}
        classes={past}
        isLive={false}
        onDelete={setDeleting}
      />
      <DeleteLiveClassDialog live={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

type LiveSectionProps = {
  id: string;
  title: string;
  loading: boolean;
  skeletons: number;
  loadingLabel: string;
  empty: string;
  classes: LiveClassDoc[];
  isLive: boolean;
  onDelete: (live: LiveClassDoc) => void;
};

function LiveSection(props: LiveSectionProps) {
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ mb: 5 }}>
      <Typography id={props.id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      {props.loading ? (
        <CardGridSkeleton
          count={props.skeletons}
          label={props.loadingLabel}
          card={<Skeleton variant="rounded" sx={cardSkeletonSx} />}
        />
      ) : props.classes.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <CardGridList items={props.classes}>
          {(live) => <LiveClassCard live={live} isLive={props.isLive} onDelete={props.onDelete} />}
        </CardGridList>
      )}
    </Box>
  );
}
