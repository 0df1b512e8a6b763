import { courseMessages } from '@app/domain';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import type { CourseDoc } from '@/lib/content';
import { uploadServices } from '@/lib/upload-services';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { subscribeCourse } from './api/course-queries';
import { updateCourse } from './api/save-course';
import { CourseEditForm } from './components/course-edit-form';
import { courseSaveErrorToast } from './course-save-error';
import { CourseMessagePage } from './components/course-message-page';
import { courseFormMessages as t, coursePageMessages as pageMessages } from './messages';

/** /dashboard/curso/{id}/editar (admin): title and cover, then back to the course. */
export default function EditCoursePage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const course = useLiveSnapshot<CourseDoc | null>(`course:${id}`, (onData, onError) =>
    subscribeCourse(id, onData, onError),
  );

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
          try {
            await updateCourse(uploadServices, stored.id, {
              title,
              hours,
              cover,
              storedCoverUrl: stored.coverUrl ?? null,
            });
          } catch (error) {
            console.error(courseMessages.updateError, error);
            toast(courseSaveErrorToast(error, courseMessages.updateError));
            throw error;
          }
          toast({ title: t.updatedTitle, description: t.updatedDescription, variant: 'success' });
          void navigate(courseHref);
        }}
      />
    </FormPageLayout>
  );
}
