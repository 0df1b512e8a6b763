import CalendarAddIcon from '@mui/icons-material/EventAvailableOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { liveLoopMessages, toDateValue } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { CoverImage } from '@/components/media/cover-image';
import { paths } from '@/config/paths';
import { downloadCalendarEntry } from '@/lib/calendar-file';
import { formatDateTime } from '@/lib/dates';
import { useRead } from '@/lib/use-read';
import { attendanceCount } from '../api/live-class-loop';
import { useJoinWindow } from '../hooks/use-join-window';
import { JoinLiveButton } from './join-live-button';
import type { LiveClassDoc } from '../api/live-classes';
import { liveClassCalendarEntry } from './live-calendar';
import { liveListMessages as t } from '../messages';

/**
 * One class of the admin list: live ones get the red badge; 'Entrar na aula' in its three states,
 * 'Presença (N)' (a count, once) leading to the class's page with the list, and 'Assistir
 * gravação' once the replay is published.
 */
type LiveClassCardProps = {
  live: LiveClassDoc;
  isLive: boolean;
  onDelete: (live: LiveClassDoc) => void;
};

export function LiveClassCard({ live, isLive, onDelete }: LiveClassCardProps) {
  // Nobody can have joined before the room opens: no count is read for those classes.
  const counted = useJoinWindow(live) !== 'before';
  const count = useRead(counted ? attendanceCount(live.id) : null);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`aula-ao-vivo-${live.id}`}
      sx={{ height: '100%', position: 'relative' }}
    >
      <CoverImage
        src={live.coverUrl}
        alt={t.coverAlt(live.title)}
        placeholder={<VideocamIcon fontSize="large" />}
      />
      {isLive ? (
        <Chip
          label={t.liveBadge}
          color="error"
          size="small"
          sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
        />
      ) : null}
      <CardContent>
        <Typography
          id={`aula-ao-vivo-${live.id}`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {live.title}
        </Typography>
        <Stack spacing={0.25}>
          <Typography variant="body2" color="text.secondary">
            {t.start(formatDateTime(toDateValue(live.startsAt)))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.end(formatDateTime(toDateValue(live.endsAt)))}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <JoinLiveButton live={live} size="small" />
        <Button
          size="small"
          component={RouterLink}
          to={paths.dashboard.liveClass.getHref(live.id)}
          startIcon={<GroupIcon />}
        >
          {!counted
            ? liveLoopMessages.attendance(0)
            : count.status === 'ready'
              ? liveLoopMessages.attendance(count.data)
              : t.attendance}
        </Button>
        {live.replaySlug ? (
          <Button
            size="small"
            component={RouterLink}
            to={paths.dashboard.classPage.getHref(live.replaySlug)}
            startIcon={<PlayIcon />}
          >
            {liveLoopMessages.watchReplay}
          </Button>
        ) : null}
        <Button
          size="small"
          component={RouterLink}
          to={paths.dashboard.editLiveClass.getHref(live.id)}
          startIcon={<EditIcon />}
        >
          {t.edit}
        </Button>
        <Button
          size="small"
          startIcon={<CalendarAddIcon />}
          onClick={() => downloadCalendarEntry(liveClassCalendarEntry(live))}
        >
          {t.addToCalendar}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(live)}
        >
          {t.delete}
        </Button>
      </CardActions>
    </Card>
  );
}
