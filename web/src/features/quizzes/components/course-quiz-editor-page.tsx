import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { ReadView } from '@/components/feedback/read-view';
import { paths } from '@/config/paths';
import { liveCourse } from '@/lib/content';
import { useRead } from '@/lib/use-read';
import { quizEditorMessages as t } from '../messages';
import { QuizEditorScreen } from './quiz-editor-screen';
import { NotFound } from './quiz-not-found';

/** /dashboard/curso/{id}/questionario (admins): the course's final quiz editor and results. */
export default function CourseQuizEditorPage() {
  const { id = '' } = useParams();
  const course = useRead(liveCourse(id));
  return (
    <ReadView read={course} loading={<PageLoader />} error={t.loadError} empty={<NotFound />}>
      {(found) => (
        <QuizEditorScreen
          key={found.id}
          target={{ kind: 'course', id: found.id }}
          title={t.pageTitleCourse(found.title)}
          backHref={paths.dashboard.course.getHref(found.id)}
        />
      )}
    </ReadView>
  );
}
