import { Typography } from '@mui/material';
import { classMessages, courseMessages } from '@app/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LeaveWithToast } from '@/components/feedback/leave-with-toast';
import { PageLoader } from '@/components/feedback/page-loader';
import { useToast } from '@/lib/use-toast';
import { saveWithToasts } from '@/lib/save-with-toasts';
import { FormPageLayout } from '@/components/layout/form-page-layout';
import { paths } from '@/config/paths';
import type { CourseDoc } from '@/lib/content';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { addCourseClass } from '../api/course-classes';
import { liveCourse } from '../api/course-queries';
import { CourseClassForm } from './course-class-form';
import { courseFormMessages as t } from '../messages';

/** The query parameter naming the course (part of the route, see paths.ts). */
const COURSE_PARAM = 'curso_id';

/**
 * /dashboard/criar-aula-curso?curso_id={id} (admin). Without a course, or with one that does
 * not exist or cannot be read, an error toast and back to the dashboard.
 */
export default function CreateCourseClassPage() {
  const [params] = useSearchParams();
  const courseId = params.get(COURSE_PARAM)?.trim() ?? '';
  if (!courseId)
    return (
      <LeaveWithToast
        to={paths.dashboard.root.getHref()}
        toast={{ title: t.errorTitle, description: courseMessages.dataUnavailable }}
      />
    );
  return <AddClassToCourse courseId={courseId} />;
}

function AddClassToCourse({ courseId }: { courseId: string }) {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const course = useRead(liveCourse(courseId));

  if (course.status === 'error')
    return (
      <LeaveWithToast
        to={paths.dashboard.root.getHref()}
        toast={{ title: t.errorTitle, description: courseMessages.loadError }}
      />
    );
  if (course.status === 'ready' && !course.data) {
    return (
      <LeaveWithToast
        to={paths.dashboard.root.getHref()}
        toast={{ title: t.errorTitle, description: courseMessages.notFound }}
      />
    );
  }
  if (course.status === 'loading' || session.status !== 'ready') return <PageLoader />;
  const stored = course.data as CourseDoc;
  const courseHref = paths.dashboard.course.getHref(stored.id);
  const author = { id: session.authUser.uid, name: session.user.name };

  return (
    <FormPageLayout title={t.addClassTitle} backTo={courseHref} backLabel={t.back}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.addClassCourse(stored.title)}
      </Typography>
      <CourseClassForm
        professorName={stored.professorName}
        cancelTo={courseHref}
        onSubmit={async (values) => {
          await saveWithToasts(toast, () => addCourseClass(stored, values, author), {
            log: classMessages.createError,
            failure: {
              title: t.errorTitle,
              description: classMessages.createError,
              variant: 'error',
            },
            success: {
              title: t.classAddedTitle,
              description: t.classAddedDescription(values.title),
              variant: 'success',
            },
          });
          void navigate(courseHref);
        }}
      />
    </FormPageLayout>
  );
}
