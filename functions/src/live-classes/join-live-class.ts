import { isAdmin, joinLiveClassCallable } from '@app/domain';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { joinLiveClassAt } from './join';

// 'Entrar na aula': a member with access gets the room's link inside the window, and their
// attendance is recorded once (./join.ts); an admin gets the link without counting as attendance.
export const joinLiveClass = onContractCall(
  joinLiveClassCallable,
  { caller: 'with-access' },
  async ({ liveClassId }, caller) =>
    joinLiveClassAt(
      db,
      {
        uid: caller.uid,
        name: caller.profile.name ?? '',
        email: caller.profile.email ?? '',
        counts: !isAdmin(caller.profile),
      },
      liveClassId,
      new Date(),
    ),
);
