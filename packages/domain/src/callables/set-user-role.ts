import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';
import { callableMessages as m } from './messages';

// setUserRole: the 'Tornar Admin' / 'Remover Admin' toggle of /dashboard/usuarios.

const setUserRoleInputSchema = z.object(
  {
    uid: idField(m.userNotFound),
    // The two profile roles. Kept local so this contract does not depend on entities/.
    role: z.enum(['ADMIN', 'ALUNO'], { error: m.invalidRole }),
  },
  { error: m.userNotFound },
);

export type SetUserRoleInput = z.input<typeof setUserRoleInputSchema>;
type Role = z.output<typeof setUserRoleInputSchema>['role'];

export interface SetUserRoleOutput {
  uid: string;
  oldRole: Role;
  role: Role;
  /** false when the user already had that role: nothing was written and no log entry made. */
  changed: boolean;
}

export const setUserRoleCallable = defineCallable({
  name: 'setUserRole',
  input: setUserRoleInputSchema,
  output: outputType<SetUserRoleOutput>(),
});
