// roleChanges/{id}: audit log written only by the setUserRole function.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { roleSchema } from './profile';

export const roleChangeSchema = z.object({
  changedBy: z.string(),
  targetUser: z.string(),
  oldRole: roleSchema,
  newRole: roleSchema,
  createdAt: timestampLikeSchema,
});
export type RoleChange = z.infer<typeof roleChangeSchema>;
