import { EditClassPage } from '@/features/class-editor/edit-class';
import { ClassQuizCard } from '@/features/quizzes/class-editor';

/** /dashboard/aula/{slug}/editar (admins): the class editor, with the class's quiz card. */
export default function EditClassRoutePage() {
  return <EditClassPage extra={(cls) => <ClassQuizCard classId={cls.id} slug={cls.slug} />} />;
}
