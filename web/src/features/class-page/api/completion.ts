import { subscribeCompleted } from '@/lib/content';
import { liveRead } from '@/lib/use-read';

/** Whether the user completed the class, live (profiles/{uid}/completions/{classId} exists). */
export const liveCompleted = (uid: string, classId: string) =>
  liveRead<boolean>(`profiles/${uid}/completions/${classId}?exists`, (onData, onError) =>
    subscribeCompleted(uid, classId, onData, onError),
  );
