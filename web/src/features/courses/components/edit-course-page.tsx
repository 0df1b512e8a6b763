import { courseMessages } from '@app/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
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
  const toast = useToast();
  const navigate = useNavigate();
  const course = useRead(liveCourse(id));

  if (course.status === 'loading') return <PageLoader />;
  if (course.status === 'error') {
    return <CourseMessagePage title={t.errorTitle} message={courseMessages.loadError} />;
  }
  if (!course.data) {
    return (
      <CourseMessagePage title={courseMessages.notFound} message={pageMessages.notFoundHint} />
    );
  }
  const stored = course.data;
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
