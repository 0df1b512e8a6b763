import { liveClassMessages } from '@app/domain';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import { uploadServices } from '@/lib/upload-services';
import { useSession } from '@/lib/session';
import { createLiveClass } from '../api/save-live-class';
import { LiveClassForm } from './live-class-form';
import { liveClassFormMessages as t } from '../messages';

const EMPTY = {
  title: '',
  description: '',
  externalLink: '',
  mainThemeId: '',
  startsAt: null,
  endsAt: null,
  cover: null,
};

/** /dashboard/criar-aula-ao-vivo (admin). Success: toast and /dashboard; failure keeps the form. */
export default function CreateLiveClassPage() {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  if (session.status !== 'ready') return <PageLoader />;
  const dashboard = paths.dashboard.root.getHref();

  return (
    <FormPageLayout title={t.createTitle} backTo={dashboard} backLabel={t.back}>
      <LiveClassForm
        mode="create"
        defaultValues={EMPTY}
        cancelTo={dashboard}
        onSubmit={async (values) => {
          await saveWithToasts(
            toast,
            // The schema required the cover on this form.
            () =>
              createLiveClass(uploadServices, values, values.cover as File, session.authUser.uid),
            {
              log: liveClassMessages.createErrorTitle,
              failure: {
                title: liveClassMessages.createErrorTitle,
                description: liveClassMessages.checkDataDescription,
                variant: 'error',
              },
              success: {
                title: liveClassMessages.createdTitle,
                description: liveClassMessages.createdDescription,
                variant: 'success',
              },
            },
          );
          void navigate(dashboard);
        }}
      />
    </FormPageLayout>
  );
}
