import { Box, CircularProgress, Typography } from '@mui/material';
import { liveClassMessages, toDateValue } from '@app/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { LeaveWithToast } from '@/components/feedback/leave-with-toast';
import { ReadView } from '@/components/feedback/read-view';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import { uploadServices } from '@/lib/upload-services';
import { allReads, useRead } from '@/lib/use-read';
import { liveClassToEdit, type LiveClassDoc } from '../api/live-classes';
import { liveClassRoomToEdit } from '../api/live-class-loop';
import { updateLiveClass } from '../api/save-live-class';
import { LiveClassForm } from './live-class-form';
import { liveClassFormMessages as t } from '../messages';

/**
 * /dashboard/editar-aula-ao-vivo/{id} (admin): title, link, times and optionally the cover (the
 * description stays as stored). Unknown id or a failed read: a toast and back to the list.
 */
export default function EditLiveClassPage() {
  const { id = '' } = useParams();
  // The class and its room's link (liveClassRooms, which only admins read); a class without a room
  // (scheduled before the link moved and not migrated) starts with an empty link to fill in.
  const read = useRead(allReads([liveClassToEdit(id), liveClassRoomToEdit(id)] as const));
  const leave = (title: string) => (
    <LeaveWithToast
      to={paths.dashboard.liveClasses.getHref()}
      toast={{ title, description: liveClassMessages.loadErrorDescription }}
    />
  );

  return (
    <ReadView
      read={read}
      loading={
        <Box sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t.loading}</Typography>
        </Box>
      }
      error={leave(liveClassMessages.loadErrorTitle)}
      retry={false}
      empty={leave(liveClassMessages.notFoundTitle)}
    >
      {([live, room]) =>
        live ? (
          <EditLiveClass live={live} link={room?.externalLink ?? ''} />
        ) : (
          leave(liveClassMessages.notFoundTitle)
        )
      }
    </ReadView>
  );
}

function EditLiveClass({ live, link }: { live: LiveClassDoc; link: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const list = paths.dashboard.liveClasses.getHref();

  return (
    <FormPageLayout title={t.editTitle} backTo={list} backLabel={t.back}>
      <LiveClassForm
        mode="edit"
        defaultValues={{
          title: live.title,
          description: live.description ?? '',
          externalLink: link,
          mainThemeId: live.mainThemeId ?? '',
          startsAt: toDateValue(live.startsAt),
          endsAt: toDateValue(live.endsAt),
          cover: null,
        }}
        storedCoverUrl={live.coverUrl ?? null}
        cancelTo={list}
        onSubmit={async (values) => {
          await saveWithToasts(
            toast,
            () =>
              updateLiveClass(uploadServices, live.id, values, values.cover, live.coverUrl ?? null),
            {
              log: liveClassMessages.updateErrorTitle,
              failure: {
                title: liveClassMessages.updateErrorTitle,
                description: liveClassMessages.checkDataDescription,
                variant: 'error',
              },
              success: {
                title: liveClassMessages.updatedTitle,
                description: liveClassMessages.updatedDescription,
                variant: 'success',
              },
            },
          );
          void navigate(list);
        }}
      />
    </FormPageLayout>
  );
}
