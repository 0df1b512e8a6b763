import { saoPauloToday } from '@app/domain';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import CalendarAddIcon from '@mui/icons-material/EventAvailableOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { paths } from '@/config/paths';
import { downloadCalendarEntry } from '@/lib/calendar-file';
import { useRead } from '@/lib/use-read';
import { UPCOMING_EVENTS_LIMIT, upcomingEvents } from '../api/events';
import { eventDayLabel, eventTimeLabel } from './event-date';
import { eventCalendarEntry } from './event-calendar';
import { eventsPageMessages as pageMessages, upcomingEventsMessages as t } from '../messages';

/** Skeleton rows while the card loads. */
const SKELETON_ROWS = 3;

/**
 * Dashboard: 'Próximos Eventos', at most three from today on, and a link to the agenda
 * ('Ver todos' when the card shows every upcoming event, else 'Ver agenda completa').
 * Hidden when nothing is coming.
 */
export function UpcomingEventsCard() {
  const today = saoPauloToday(new Date());
  // One more than shown, to know whether the agenda holds more than the card.
  const events = useRead(upcomingEvents(today, UPCOMING_EVENTS_LIMIT + 1));
  const mayShow = useRevealTurn(events.status !== 'loading');
  if (!mayShow) return null;
  // A failed read hides the card, like an empty one.
  return (
    <ReadView
      read={events}
      loading={
        <EventsCard hasMore={false}>
          <Box role="progressbar" aria-label={t.loading}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <Skeleton key={i} variant="text" height={48} />
            ))}
          </Box>
        </EventsCard>
      }
      error={null}
    >
      {(upcoming) => (
        <EventsCard hasMore={upcoming.length > UPCOMING_EVENTS_LIMIT}>
          <List dense>
            {upcoming.slice(0, UPCOMING_EVENTS_LIMIT).map((event) => (
              <ListItem
                key={event.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`${pageMessages.addToCalendar}: ${event.title}`}
                    onClick={() => downloadCalendarEntry(eventCalendarEntry(event))}
                  >
                    <CalendarAddIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={event.title}
                  secondary={[
                    eventDayLabel(event.date, today, t.today),
                    eventTimeLabel(event.startTime, event.endTime),
                    event.place,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </EventsCard>
      )}
    </ReadView>
  );
}

/** The card's frame: its heading and the agenda link ('Ver agenda completa' when it holds more). */
function EventsCard({ hasMore, children }: { hasMore: boolean; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="upcoming-events" variant="outlined" sx={{ mb: 4 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventIcon color="primary" aria-hidden />
            <Typography id="upcoming-events" variant="h6" component="h2">
              {t.title}
            </Typography>
          </Stack>
          <Button component={RouterLink} to={paths.dashboard.events.getHref()}>
            {hasMore ? t.seeAgenda : t.seeAll}
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
