import { classMessages } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { paths } from '@/config/paths';
import { uploadServices } from '@/lib/upload-services';
import { useSession } from '@/lib/session';
import { createClass } from '../api/publish-class';
import { EMPTY_CLASS_VALUES, toClassFields } from '../api/class-values';
import { ClassForm, type ClassSubmission } from './class-form';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import type { UploadState } from './upload-progress-list';
import { useClassOptions } from '../hooks/use-class-options';
import { classEditorMessages as t } from '../messages';
import { saveErrorToast } from './save-errors';

/** /dashboard/criar-aula (admin): a weekly class or an insight, with cover and materials. */
export default function CreateClassPage() {
  const session = useSession();
  const options = useClassOptions();
  const toast = useToast();
  const navigate = useNavigate();
  const [uploads, setUploads] = useState<UploadState | null>(null);

  if (session.status !== 'ready') return <PageLoader />;
  const author = { id: session.authUser.uid, name: session.user.name };

  const submit = async ({ values, mainThemeName, cover, newAttachments }: ClassSubmission) => {
    const create = () =>
      createClass(uploadServices, {
        type: values.type,
        fields: toClassFields(values, mainThemeName),
        author,
        cover: cover.kind === 'replace' ? cover.file : null,
        attachments: newAttachments,
        onProgress: (progress, names) => setUploads({ progress, names }),
      }).finally(() => setUploads(null));
    await saveWithToasts(toast, create, {
      log: classMessages.createError,
      failure: (error) => saveErrorToast(error, 'create'),
      success: {
        title: t.createdTitle,
        description: t.createdDescription(values.title),
        variant: 'success',
      },
    });
    void navigate(paths.dashboard.root.getHref());
  };

  return (
    <FormPageLayout
      backLabel={t.back}
      title={t.createTitle}
      backTo={paths.dashboard.root.getHref()}
    >
      <ClassForm
        mode="create"
        defaultValues={EMPTY_CLASS_VALUES}
        options={options}
        uploads={uploads}
        onSubmit={submit}
      />
    </FormPageLayout>
  );
}
