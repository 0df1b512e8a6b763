import { quizDocPath, quizSchema } from '@app/domain';
import { doc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveDoc } from '@/lib/firestore-reads';
import { mapRead } from '@/lib/use-read';

/**
 * Whether a class's quiz says 'Concluir só com aprovação', live: then only passing it completes
 * the class (submitQuiz writes the completion; firestore.rules refuse the button's and the
 * video's). The class page reads it; the quiz itself is the quizzes feature's (docs/quizzes.md).
 */
export const liveQuizGate = (classId: string) =>
  mapRead(
    liveDoc(quizSchema, doc(firestore, quizDocPath({ kind: 'class', id: classId }, 'questions'))),
    'requirePass',
    (quiz) => quiz?.settings.requirePass === true,
  );
