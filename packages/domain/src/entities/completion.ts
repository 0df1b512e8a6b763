// profiles/{uid}/completions/{classId}: doc id = classId.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const completionMessages = {
  mustBeLoggedIn: 'Você precisa estar logado para marcar uma aula como concluída.',
  statusError: 'Não foi possível atualizar o status da aula.',
  completedToast: 'Aula concluída',
  uncompletedToast: 'Status atualizado',
  completeButton: 'Concluir Aula',
  completedButton: 'Aula concluída',
} as const;

export const completionSchema = z.object({
  classId: z.string(),
  /** Set for course classes, so a course's progress is one query on courseId. */
  courseId: optionalString,
  completedAt: timestampLikeSchema,
});
export type Completion = z.infer<typeof completionSchema>;
