import { CourseCertificateBanner } from '@/features/certificates/course-route';
import { CoursePage } from '@/features/courses/course-route';

/** /dashboard/curso/{id}: the course, with the member's certificate banner once they earn it. */
export default function CourseRoutePage() {
  return <CoursePage banner={(courseId) => <CourseCertificateBanner courseId={courseId} />} />;
}
