import { Box, CircularProgress, Typography } from '@mui/material';
import { liveClassMessages, toDateValue } from '@app/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '@/lib/use-toast';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import { firestore } from '@/lib/firestore';
import { storage } from '@/lib/storage';
import { fetchLiveClass, type LiveClassDoc } from './api/live-classes';
import { updateLiveClass } from './api/save-live-class';
import { LiveClassForm } from './components/live-class-form';
import { liveClassFormTexts as t } from './messages';

type Loaded = { status: 'loading' } | { status: 'ready'; live: LiveClassDoc } | { status: 'gone' };

/**
 * /dashboard/editar-aula-ao-vivo/{id} (admin): title, link, times and optionally the cover (the
 * description stays as stored). Unknown id or a failed read: a toast and back to the list.
 */
export default function EditLiveClassPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const list = paths.dashboard.liveClasses.getHref();

  useEffect(() => {
    let current = true;
    fetchLiveClass(id)
      .then((live) => {
        if (!current) return;
        if (live) {
          setLoaded({ status: 'ready', live });
          return;
        }
        toast({
          title: liveClassMessages.notFoundTitle,
          description: liveClassMessages.loadErrorDescription,
          variant: 'error',
        });
        setLoaded({ status: 'gone' });
      })
      .catch((error: unknown) => {
        console.error(liveClassMessages.loadErrorTitle, error);
        if (!current) return;
        toast({
          title: liveClassMessages.loadErrorTitle,
          description: liveClassMessages.loadErrorDescription,
          variant: 'error',
        });
        setLoaded({ status: 'gone' });
      });
    return () => {
      current = false;
    };
  }, [id, toast]);

  if (loaded.status === 'gone') return <Navigate to={list} replace />;
  if (loaded.status === 'loading') {
    return (
      <Box sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t.loading}</Typography>
      </Box>
    );
  }
  const { live } = loaded;

  return (
    <FormPageLayout title={t.editTitle} backTo={list} backLabel={t.back}>
      <LiveClassForm
        mode="edit"
        defaultValues={{
          title: live.title,
          description: live.description ?? '',
          externalLink: live.externalLink,
          startsAt: toDateValue(live.startsAt),
          endsAt: toDateValue(live.endsAt),
          cover: null,
        }}
        storedCoverUrl={live.coverUrl ?? null}
        cancelTo={list}
        onSubmit={async (values) => {
          try {
            await updateLiveClass(
              { db: firestore, storage },
              live.id,
              values,
              values.cover,
              live.coverUrl ?? null,
            );
          } catch (error) {
            console.error(liveClassMessages.updateErrorTitle, error);
            toast({
              title: liveClassMessages.updateErrorTitle,
              description: liveClassMessages.checkDataDescription,
              variant: 'error',
            });
            throw error;
          }
          toast({
            title: liveClassMessages.updatedTitle,
            description: liveClassMessages.updatedDescription,
            variant: 'success',
          });
          void navigate(list);
        }}
      />
    </FormPageLayout>
  );
}
