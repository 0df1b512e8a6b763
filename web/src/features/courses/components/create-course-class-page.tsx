import { Typography } from '@mui/material';
import { classMessages, courseMessages } from '@app/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LeaveWithToast } from '@/components/feedback/leave-with-toast';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
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
  const course = useRead(liveCourse(courseId));

  return (
    <ReadView
      read={course}
      loading={<PageLoader />}
      error={
        <LeaveWithToast
          to={paths.dashboard.root.getHref()}
          toast={{ title: t.errorTitle, description: courseMessages.loadError }}
        />
      }
      retry={false}
      empty={
        <LeaveWithToast
          to={paths.dashboard.root.getHref()}
          toast={{ title: t.errorTitle, description: courseMessages.notFound }}
        />
      }
    >
      {(stored) =>
        session.status === 'ready' ? (
          <AddClassForm
            stored={stored}
            author={{ id: session.authUser.uid, name: session.user.name }}
          />
        ) : (
          <PageLoader />
        )
      }
    </ReadView>
  );
}

function AddClassForm({
  stored,
  author,
}: {
  stored: CourseDoc;
  author: { id: string; name: string };
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const courseHref = paths.dashboard.course.getHref(stored.id);

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
