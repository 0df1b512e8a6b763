import { callableErrorMessage, type Role } from '@app/domain';
import { useCallback, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { changeUserRole } from '../api/user-callables';
import { membersPageMessages } from '../messages';

/** The 'Tornar Admin' / 'Remover Admin' toggle: one call at a time per user, with toasts. */
export function useToggleRole() {
  const toast = useToast();
  const [pendingUid, setPendingUid] = useState<string | null>(null);

  const toggle = useCallback(
    async (uid: string, currentRole: Role) => {
      setPendingUid(uid);
      try {
        await changeUserRole({ uid, role: currentRole === 'ADMIN' ? 'ALUNO' : 'ADMIN' });
        toast({ title: membersPageMessages.updatedToast, variant: 'success' });
      } catch (error) {
        toast({
          title: membersPageMessages.updateErrorToast(
            callableErrorMessage(error, membersPageMessages.unknownError),
          ),
          variant: 'error',
        });
      } finally {
        setPendingUid(null);
      }
    },
    [toast],
  );
  return { toggle, pendingUid };
}
