// profiles/{uid}/watchPositions/{classId}: where a member stopped a class video and how much of
// it they actually played, saved by the class page at most every 15 s and on pause or leaving.
// One document per member and class; the rules bound its fields and how often it changes.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { WATCH_MAX_SECONDS } from '../watching';

/** The rules refuse a second save of one class within this many seconds. */
export const WATCH_SAVE_MIN_SPACING_S = 2;

const seconds = z.number().min(0).max(WATCH_MAX_SECONDS);

export const watchPositionSchema = z.object({
  classId: z.string(),
  position: seconds,
  duration: seconds,
  watchedSeconds: seconds,
  updatedAt: timestampLikeSchema,
});
export type WatchPosition = z.infer<typeof watchPositionSchema>;
