import { courseMessages } from '@app/domain';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import { uploadServices } from '@/lib/upload-services';
import { createCourse } from '../api/save-course';
import { CourseForm } from './course-form';
import { courseSaveErrorToast } from './course-save-error';
import { courseFormMessages as t } from '../messages';

/** /dashboard/criar-curso (admin). Success opens the new course. */
export default function CreateCoursePage() {
  const toast = useToast();
  const navigate = useNavigate();
  const dashboard = paths.dashboard.root.getHref();

  return (
    <FormPageLayout title={t.createTitle} backTo={dashboard} backLabel={t.back}>
      <CourseForm
        cancelTo={dashboard}
        onSubmit={async (values, cover) => {
          const courseId = await saveWithToasts(
            toast,
            () => createCourse(uploadServices, values, cover),
            {
              log: courseMessages.createError,
              failure: (error) => courseSaveErrorToast(error, courseMessages.createError),
              success: {
                title: t.createdTitle,
                description: t.createdDescription(values.title),
                variant: 'success',
              },
            },
          );
          void navigate(paths.dashboard.course.getHref(courseId));
        }}
      />
    </FormPageLayout>
  );
}
