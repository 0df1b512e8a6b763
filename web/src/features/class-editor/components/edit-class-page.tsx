import { Box, Button, Typography } from '@mui/material';
import { classMessages } from '@app/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { paths } from '@/config/paths';
import type { ClassDoc } from '@/lib/content';
import { uploadServices } from '@/lib/upload-services';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { classForEdit } from '../api/class-for-edit';
import { deleteClass } from '../api/delete-class';
import { updateClass } from '../api/publish-class';
import { toClassFields, toEditorValues } from '../api/class-values';
import { ClassForm, type ClassSubmission } from './class-form';
import { DeleteClassButton } from './delete-class-button';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import type { UploadState } from './upload-progress-list';
import { useClassOptions } from '../hooks/use-class-options';
import { classEditorMessages as t } from '../messages';
import { saveErrorToast } from './save-errors';

type EditClassPageProps = {
  /** Shown under the form (the app puts the class's quiz card here). */
  extra?: (cls: ClassDoc) => ReactNode;
};

/**
 * /dashboard/aula/{slug}/editar (admin): the class's fields, cover and materials; delete. The app
 * composes the class's quiz card under the form (`extra`).
 */
export default function EditClassPage({ extra }: EditClassPageProps) {
  const { slug = '' } = useParams();
  const session = useSession();
  const read = useRead(classForEdit(slug));

  if (session.status !== 'ready') return <PageLoader />;
  return (
    <ReadView
      read={read}
      loading={<PageLoader />}
      error={<ClassMissing />}
      retry={false}
      empty={<ClassMissing />}
    >
      {(cls) => <EditClass key={cls.id} cls={cls} extra={extra} />}
    </ReadView>
  );
}

function EditClass({ cls, extra }: { cls: ClassDoc } & EditClassPageProps) {
  const options = useClassOptions();
  const toast = useToast();
  const navigate = useNavigate();
  const [uploads, setUploads] = useState<UploadState | null>(null);
  const [deleting, setDeleting] = useState(false);
  const classHref = paths.dashboard.classPage.getHref(cls.slug);

  const submit = async (submission: ClassSubmission) => {
    const update = () =>
      updateClass(uploadServices, {
        classId: cls.id,
        fields: toClassFields(
          { ...submission.values, type: cls.type === 'INSIGHT' ? 'INSIGHT' : 'SEMANAL' },
          submission.mainThemeName ?? cls.mainThemeName ?? null,
        ),
        cover: submission.cover,
        newAttachments: submission.newAttachments,
        removedAttachmentIds: submission.removedAttachmentIds,
        onProgress: (progress, names) => setUploads({ progress, names }),
      }).finally(() => setUploads(null));
    await saveWithToasts(toast, update, {
      log: classMessages.updateError,
      failure: (error) => saveErrorToast(error, 'edit'),
      success: { title: t.updatedTitle, description: t.updatedDescription, variant: 'success' },
    });
    // The slug never changes with the title, so shared links keep working.
    void navigate(classHref);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteClass(cls.id);
      toast({ title: t.deletedTitle, description: t.deletedDescription, variant: 'success' });
      void navigate(paths.dashboard.root.getHref(), { replace: true });
    } catch (error) {
      console.error(t.deleteError, error);
      toast({ title: t.errorTitle, description: t.deleteError, variant: 'error' });
      setDeleting(false);
    }
  };

  return (
    <FormPageLayout backLabel={t.back} title={t.editTitle} backTo={classHref}>
      <ClassForm
        mode="edit"
        defaultValues={toEditorValues(cls)}
        options={options}
        storedCoverUrl={cls.coverUrl ?? null}
        storedAttachments={cls.attachments}
        classId={cls.id}
        uploads={uploads}
        onSubmit={submit}
        extraActions={<DeleteClassButton disabled={deleting} onConfirm={remove} />}
      />
      {extra?.(cls)}
    </FormPageLayout>
  );
}

/** An unknown slug or a failed read: the error toast once, and the page says so. */
function ClassMissing() {
  const toast = useToast();
  useEffect(() => {
    toast({ title: t.errorTitle, description: classMessages.loadError, variant: 'error' });
  }, [toast]);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {classMessages.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {classMessages.notFoundDescription}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.root.getHref()} variant="outlined">
        {t.back}
      </Button>
    </Box>
  );
}
