import { ClassPage } from '@/features/class-page/class-route';
import { ClassQuiz } from '@/features/quizzes/class-page';

/** /dashboard/aula/{slug}: the class, with its quiz under the video (docs/quizzes.md). */
export default function ClassRoutePage() {
  return <ClassPage quiz={(cls) => <ClassQuiz classId={cls.id} slug={cls.slug} />} />;
}
