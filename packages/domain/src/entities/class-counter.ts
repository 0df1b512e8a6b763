// counters/classNumber: the last weekly-class number handed out. A weekly class is created in the
// same transaction that moves this on by one, so two admins saving at once never get the same
// number and never skip one (firestore.rules checks both writes together).
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

export const CLASS_NUMBER_COUNTER_ID = 'classNumber';

export const classNumberCounterSchema = z.object({
  /** The highest classNumber given to a weekly class so far. */
  last: z.number().int().nonnegative(),
  /** The weekly class that holds `last` (null once that class is deleted and nothing is left). */
  classId: z.string().nullable(),
  updatedAt: timestampLikeSchema,
});
export type ClassNumberCounter = z.infer<typeof classNumberCounterSchema>;
