// profiles/{uid}/completions/{classId}: doc id = classId.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { optionalString } from './shared';

export const completionSchema = z.object({
  classId: z.string(),
  /** Set for course classes, so a course's progress is one query on courseId. */
  courseId: optionalString,
  completedAt: timestampLikeSchema,
});
export type Completion = z.infer<typeof completionSchema>;
