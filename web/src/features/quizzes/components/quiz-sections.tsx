import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { QuizPanel } from './quiz-panel';

/** The class's quiz under its video; admins also get the editor's link. */
export function ClassQuiz({ classId, slug }: { classId: string; slug: string }) {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return (
    <QuizPanel
      target={{ kind: 'class', id: classId }}
      editHref={isAdmin ? paths.dashboard.classQuiz.getHref(slug) : null}
    />
  );
}

/** The course's final quiz on the course page; admins also get the editor's link. */
export function CourseQuiz({ courseId }: { courseId: string }) {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  return (
    <QuizPanel
      target={{ kind: 'course', id: courseId }}
      editHref={isAdmin ? paths.dashboard.courseQuiz.getHref(courseId) : null}
    />
  );
}
