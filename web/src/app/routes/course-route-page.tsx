import { CourseCertificateBanner } from '@/features/certificates';
import CoursePage from '@/features/courses/course-page';

/** /dashboard/curso/{id}: the course, with the member's certificate banner once they earn it. */
export default function CourseRoutePage() {
  return <CoursePage banner={(courseId) => <CourseCertificateBanner courseId={courseId} />} />;
}
