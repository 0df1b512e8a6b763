import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { PLAN_KEYS } from '../limits';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';
import { callableMessages as m } from './messages';

// updateMembership: 'Gerenciar acesso' on the member console (admins only). Sets or clears the
// plan, sets the last day of access (a São Paulo calendar day; access runs to its end) or clears
// it (no end), and can reactivate a cancelled member. One audit entry per change.

export const updateMembershipInputSchema = z.object(
  {
    uid: idField(m.userNotFound),
    plan: z.enum(PLAN_KEYS, { error: m.invalidPlan }).nullable(),
    /** 'YYYY-MM-DD' (last day with access) or null (no end date). */
    accessUntil: z
      .string({ error: m.invalidAccessDate })
      .refine(isValidIsoDate, { error: m.invalidAccessDate })
      .nullable(),
    reactivate: z.boolean({ error: m.userNotFound }),
  },
  { error: m.userNotFound },
);

export type UpdateMembershipInput = z.input<typeof updateMembershipInputSchema>;

export interface UpdateMembershipOutput {
  uid: string;
  /** false when the member already had exactly this access: nothing written, no audit entry. */
  changed: boolean;
}

export const updateMembershipCallable = defineCallable({
  name: 'updateMembership',
  input: updateMembershipInputSchema,
  output: outputType<UpdateMembershipOutput>(),
});
