import CalendarAddIcon from '@mui/icons-material/EventAvailableOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { formatLongDate } from '@/lib/dates';
import { downloadCalendarEntry } from '@/lib/calendar-file';
import type { EventDoc } from '../api/events';
import { eventCalendarEntry } from './event-calendar';
import { eventsPageMessages as t } from '../messages';

/** 'YYYY-MM-DD' as a calendar day ('25 de dezembro de 2026'), the same for every viewer. */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatLongDate(new Date(year!, month! - 1, day!));
}

type EventCardProps = {
  event: EventDoc;
  onEdit?: (event: EventDoc) => void;
  onDelete?: (event: EventDoc) => void;
};

export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`evento-${event.id}`}>
      <CardContent>
        <Typography id={`evento-${event.id}`} variant="h6" component="h3" sx={{ mb: 1 }}>
          {event.title}
        </Typography>
        <Stack spacing={0.5} sx={{ color: 'text.secondary', mb: event.description ? 1.5 : 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {longDate(event.date)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScheduleIcon fontSize="small" />
            <Typography variant="body2">{t.timeLabel(event.startTime, event.endTime)}</Typography>
          </Stack>
          {event.professor ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PersonIcon fontSize="small" />
              <Typography variant="body2">{t.professor(event.professor)}</Typography>
            </Stack>
          ) : null}
          {event.place ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceIcon fontSize="small" />
              <Typography variant="body2">{event.place}</Typography>
            </Stack>
          ) : null}
        </Stack>
        {event.description ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {event.description}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button
          size="small"
          startIcon={<CalendarAddIcon />}
          onClick={() => downloadCalendarEntry(eventCalendarEntry(event))}
        >
          {t.addToCalendar}
        </Button>
        {onEdit && onDelete ? (
          <Stack direction="row">
            <IconButton aria-label={t.edit} onClick={() => onEdit(event)}>
              <EditIcon />
            </IconButton>
            <IconButton aria-label={t.delete} color="error" onClick={() => onDelete(event)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ) : null}
      </CardActions>
    </Card>
  );
}
