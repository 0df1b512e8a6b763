import { submitQuizCallable } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { issueCertificateIfDone } from '../certificates/certificate-issuer';
import { recordQuizAttempt } from './quiz-attempt';

// 'Enviar respostas': the member's answers graded on the server (quiz-attempt.ts). Passing a
// course's final quiz may be the last step of the course: its certificate is issued here, once
// (a passed class quiz completes the class, and the completion's trigger does the same).
export const submitQuiz = onContractCall(
  submitQuizCallable,
  { caller: 'with-access' },
  async (input, caller) => {
    const now = new Date();
    const { completedClassId, ...outcome } = await recordQuizAttempt(
      db,
      caller,
      input.target,
      input.answers,
      now,
    );
    if (input.target.kind === 'course' && outcome.passed) {
      const result = await issueCertificateIfDone(db, caller.uid, input.target.id, now);
      logger.debug('submitQuiz: certificate', { uid: caller.uid, result });
    }
    logger.debug('submitQuiz', { uid: caller.uid, passed: outcome.passed, completedClassId });
    return outcome;
  },
);
