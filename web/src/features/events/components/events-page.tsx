import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { eventMessages, saoPauloToday, type EventFormValues } from '@app/domain';
import { useState } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import { CardGridList, CardGridSkeleton } from '@/components/layout/card-grid-list';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import {
  createEvent,
  deleteEvent,
  EVENTS_PAGE_LIMIT,
  pastEvents,
  updateEvent,
  upcomingEvents,
  type EventDoc,
} from '../api/events';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventCard } from './event-card';
import { EventFormDialog } from './event-form-dialog';
import { eventsPageMessages as t } from '../messages';

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

  const events = useRead(
    tab === 'future'
      ? upcomingEvents(today, EVENTS_PAGE_LIMIT)
      : pastEvents(today, EVENTS_PAGE_LIMIT),
  );

  const save = async (values: EventFormValues) => {
    const existing = editing?.event ?? null;
    const message = existing ? eventMessages.updateError : eventMessages.createError;
    await saveWithToasts(
      toast,
      async () => {
        if (existing) await updateEvent(existing.id, values);
        else await createEvent(values);
      },
      {
        log: message,
        failure: { title: t.errorTitle, description: message, variant: 'error' },
        success: {
          title: existing ? t.updatedTitle : t.createdTitle,
          description: values.title,
          variant: 'success',
        },
      },
    );
    setEditing(null);
  };

  const remove = async (event: EventDoc) => {
    await saveWithToasts(toast, () => deleteEvent(event.id), {
      log: eventMessages.deleteError,
      failure: { title: t.errorTitle, description: eventMessages.deleteError, variant: 'error' },
      success: { title: t.deletedTitle, description: event.title, variant: 'success' },
    });
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
        <ReadView
          read={events}
          loading={
            <CardGridSkeleton
              count={SKELETONS}
              label={t.loading}
              card={<Skeleton variant="rounded" height={180} />}
            />
          }
          error={eventMessages.loadError}
          empty={tab === 'future' ? eventMessages.emptyFuture : eventMessages.emptyPast}
        >
          {(list) => (
            <CardGridList items={list}>
              {(event) => (
                <EventCard
                  event={event}
                  onEdit={isAdmin ? (e) => setEditing({ event: e, key: Date.now() }) : undefined}
                  onDelete={isAdmin ? setDeleting : undefined}
                />
              )}
            </CardGridList>
          )}
        </ReadView>
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
