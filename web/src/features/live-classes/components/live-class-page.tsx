import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CalendarAddIcon from '@mui/icons-material/EventAvailableOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import UploadIcon from '@mui/icons-material/VideoCallOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { isAdmin, liveLoopMessages, toDateValue } from '@app/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { CoverImage } from '@/components/media/cover-image';
import { paths } from '@/config/paths';
import { downloadCalendarEntry } from '@/lib/calendar-file';
import { formatDateTime } from '@/lib/dates';
import { useCurrentUser } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import type { LiveClassDoc } from '../api/live-classes';
import { liveClassById, myAttendance } from '../api/live-class-loop';
import { useJoinWindow } from '../hooks/use-join-window';
import { AttendanceSection } from './attendance-section';
import { JoinLiveButton } from './join-live-button';
import { liveClassCalendarEntry } from './live-calendar';
import { PublishReplayDialog } from './publish-replay-dialog';
import { liveClassPageMessages as t, liveListMessages } from '../messages';

/**
 * /dashboard/ao-vivo/{id}: the live class for members ('Entrar na aula' in its three states,
 * 'Você participou', 'Assistir gravação') and, for admins, 'Presença (N)' with the list and its
 * CSV, and 'Publicar gravação' once it has ended.
 */
export default function LiveClassPage() {
  const { id = '' } = useParams();
  const read = useRead(liveClassById(id));
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={paths.dashboard.root.getHref()}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {t.back}
      </Button>
      <ReadView
        read={read}
        loading={<PageLoader />}
        empty={
          <Box>
            <Typography variant="h4" component="h1" gutterBottom>
              {t.notFound}
            </Typography>
            <Typography color="text.secondary">{t.notFoundHelp}</Typography>
          </Box>
        }
      >
        {(live) => <LiveClassDetails live={live} />}
      </ReadView>
    </Box>
  );
}

function LiveClassDetails({ live }: { live: LiveClassDoc }) {
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const attendance = useRead(myAttendance(user.id, live.id));
  const attended = attendance.status === 'ready' && attendance.data !== null;
  const window_ = useJoinWindow(live);
  const [publishing, setPublishing] = useState(false);

  return (
    <Box component="article" aria-labelledby="aula-ao-vivo-titulo">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: '0 0 auto', width: { xs: '100%', md: 360 } }}>
          <CoverImage
            src={live.coverUrl}
            alt={t.coverAlt(live.title)}
            placeholder={<VideocamIcon fontSize="large" />}
            rounded
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="aula-ao-vivo-titulo" variant="h4" component="h1" gutterBottom>
            {live.title}
          </Typography>
          <Typography color="text.secondary">
            {t.start(formatDateTime(toDateValue(live.startsAt)))}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {t.end(formatDateTime(toDateValue(live.endsAt)))}
          </Typography>
          {attended ? (
            <Chip
              icon={<CheckCircleIcon />}
              color="success"
              label={liveLoopMessages.attended}
              sx={{ mb: 2 }}
            />
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <JoinLiveButton live={live} />
            {live.replaySlug ? (
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.dashboard.classPage.getHref(live.replaySlug)}
                startIcon={<PlayIcon />}
              >
                {liveLoopMessages.watchReplay}
              </Button>
            ) : null}
            {admin && window_ === 'ended' && !live.replayClassId ? (
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                onClick={() => setPublishing(true)}
              >
                {liveLoopMessages.publishReplay}
              </Button>
            ) : null}
            <Button
              startIcon={<CalendarAddIcon />}
              onClick={() => downloadCalendarEntry(liveClassCalendarEntry(live))}
            >
              {liveListMessages.addToCalendar}
            </Button>
          </Stack>
          {window_ === 'before' ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.opensHint}
            </Typography>
          ) : null}
          {live.description ? (
            <Typography sx={{ mt: 3, whiteSpace: 'pre-line' }}>{live.description}</Typography>
          ) : null}
        </Box>
      </Stack>
      {admin ? <AttendanceSection liveClassId={live.id} /> : null}
      {admin ? (
        <PublishReplayDialog open={publishing} live={live} onClose={() => setPublishing(false)} />
      ) : null}
    </Box>
  );
}
