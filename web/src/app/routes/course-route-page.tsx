import { CourseCertificateBanner } from '@/features/certificates/course-route';
import { CoursePage } from '@/features/courses/course-route';
import { CourseQuiz } from '@/features/quizzes/course-route';

/**
 * /dashboard/curso/{id}: the course, with the member's certificate banner once they earn it and
 * the course's final quiz (docs/quizzes.md).
 */
export default function CourseRoutePage() {
  return (
    <CoursePage
      banner={(courseId) => (
        <>
          <CourseCertificateBanner courseId={courseId} />
          <CourseQuiz courseId={courseId} />
        </>
      )}
    />
  );
}
