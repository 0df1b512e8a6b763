import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { eventMessages, saoPauloToday, type EventFormValues } from '@app/domain';
import { useState } from 'react';
import { cardGridSx } from '@/components/layout/card-grid';
import { useToast } from '@/lib/use-toast';
import { useSession } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import {
  createEvent,
  deleteEvent,
  EVENTS_PAGE_LIMIT,
  subscribePastEvents,
  subscribeUpcomingEvents,
  updateEvent,
  type EventDoc,
} from './api/events';
import { DeleteEventDialog } from './components/delete-event-dialog';
import { EventCard } from './components/event-card';
import { EventFormDialog } from './components/event-form-dialog';
import { eventsPageMessages as t } from './messages';

const SKELETONS = 3;
type TabValue = 'future' | 'past';

/**
 * /dashboard/eventos: 'Futuros' (today on, soonest first) and 'Passados' (latest first), "today"
 * being São Paulo's calendar day. Admins create, edit and delete.
 */
export default function EventsPage() {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  const toast = useToast();
  const [tab, setTab] = useState<TabValue>('future');
  const [today] = useState(() => saoPauloToday(new Date()));
  const [editing, setEditing] = useState<{ event: EventDoc | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<EventDoc | null>(null);

  const events = useLiveSnapshot<EventDoc[]>(`events:${tab}:${today}`, (onData, onError) =>
    tab === 'future'
      ? subscribeUpcomingEvents(today, EVENTS_PAGE_LIMIT, onData, onError)
      : subscribePastEvents(today, EVENTS_PAGE_LIMIT, onData, onError),
  );

  const save = async (values: EventFormValues) => {
    const existing = editing?.event ?? null;
    try {
      if (existing) await updateEvent(existing.id, values);
      else await createEvent(values);
    } catch (error) {
      const message = existing ? eventMessages.updateError : eventMessages.createError;
      console.error(message, error);
      toast({ title: t.errorTitle, description: message, variant: 'error' });
      throw error;
    }
    toast({
      title: existing ? t.updatedTitle : t.createdTitle,
      description: values.title,
      variant: 'success',
    });
    setEditing(null);
  };

  const remove = async (event: EventDoc) => {
    try {
      await deleteEvent(event.id);
    } catch (error) {
      console.error(eventMessages.deleteError, error);
      toast({ title: t.errorTitle, description: eventMessages.deleteError, variant: 'error' });
      throw error;
    }
    toast({ title: t.deletedTitle, description: event.title, variant: 'success' });
    setDeleting(null);
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.subtitle}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ event: null, key: Date.now() })}
          >
            {eventMessages.newEvent}
          </Button>
        ) : null}
      </Stack>
      <Tabs value={tab} onChange={(_, value: TabValue) => setTab(value)} sx={{ mb: 3 }}>
        <Tab value="future" label={eventMessages.futureTab} />
        <Tab value="past" label={eventMessages.pastTab} />
      </Tabs>
      <Box
        role="tabpanel"
        aria-label={tab === 'future' ? eventMessages.futureTab : eventMessages.pastTab}
      >
        {events.status === 'loading' ? (
          <Box sx={cardGridSx} role="progressbar" aria-label={t.loading}>
            {Array.from({ length: SKELETONS }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={180} />
            ))}
          </Box>
        ) : events.status === 'error' ? (
          <Typography color="error" role="alert">
            {eventMessages.loadError}
          </Typography>
        ) : events.data.length === 0 ? (
          <Typography color="text.secondary">
            {tab === 'future' ? eventMessages.emptyFuture : eventMessages.emptyPast}
          </Typography>
        ) : (
          <Box sx={cardGridSx} role="list">
            {events.data.map((event) => (
              <Box key={event.id} role="listitem">
                <EventCard
                  event={event}
                  onEdit={isAdmin ? (e) => setEditing({ event: e, key: Date.now() }) : undefined}
                  onDelete={isAdmin ? setDeleting : undefined}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {editing ? (
        <EventFormDialog
          key={editing.key}
          open
          event={editing.event}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} onConfirm={remove} />
    </Box>
  );
}
