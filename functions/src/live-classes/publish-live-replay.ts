import { publishLiveReplayCallable, publishLiveReplayMessages as m } from '@app/domain';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { publishLiveReplayAt } from './publish';

// 'Publicar gravação' (admins): the replay's catalogue class, once (./publish.ts).
export const publishLiveReplay = onContractCall(
  publishLiveReplayCallable,
  { caller: { adminOnly: m.adminsOnly } },
  async (input, caller) =>
    publishLiveReplayAt(
      db,
      { uid: caller.uid, name: caller.profile.name ?? '' },
      {
        liveClassId: input.liveClassId,
        videoUrl: input.videoUrl,
        description: input.description,
      },
      new Date(),
    ),
);
