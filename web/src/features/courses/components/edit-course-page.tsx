import { courseMessages } from '@app/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import type { CourseDoc } from '@/lib/content';
import { uploadServices } from '@/lib/upload-services';
import { useRead } from '@/lib/use-read';
import { liveCourse } from '../api/course-queries';
import { updateCourse } from '../api/save-course';
import { CourseEditForm } from './course-edit-form';
import { courseSaveErrorToast } from './course-save-error';
import { CourseMessagePage } from './course-message-page';
import { courseFormMessages as t, coursePageMessages as pageMessages } from '../messages';

/** /dashboard/curso/{id}/editar (admin): title and cover, then back to the course. */
export default function EditCoursePage() {
  const { id = '' } = useParams();
  const course = useRead(liveCourse(id));

  return (
    <ReadView
      read={course}
      loading={<PageLoader />}
      error={<CourseMessagePage title={t.errorTitle} message={courseMessages.loadError} />}
      retry={false}
      empty={
        <CourseMessagePage title={courseMessages.notFound} message={pageMessages.notFoundHint} />
      }
    >
      {(stored) => <EditCourse stored={stored} />}
    </ReadView>
  );
}

function EditCourse({ stored }: { stored: CourseDoc }) {
  const toast = useToast();
  const navigate = useNavigate();
  const courseHref = paths.dashboard.course.getHref(stored.id);

  return (
    <FormPageLayout title={t.editTitle} backTo={courseHref} backLabel={t.back}>
      <CourseEditForm
        // The form starts from the course as first loaded; a later change elsewhere does not
        // overwrite what is being typed.
        key={stored.id}
        course={stored}
        cancelTo={courseHref}
        onSubmit={async ({ title, hours }, cover) => {
          await saveWithToasts(
            toast,
            () =>
              updateCourse(uploadServices, stored.id, {
                title,
                hours,
                cover,
                storedCoverUrl: stored.coverUrl ?? null,
              }),
            {
              log: courseMessages.updateError,
              failure: (error) => courseSaveErrorToast(error, courseMessages.updateError),
              success: {
                title: t.updatedTitle,
                description: t.updatedDescription,
                variant: 'success',
              },
            },
          );
          void navigate(courseHref);
        }}
      />
    </FormPageLayout>
  );
}
