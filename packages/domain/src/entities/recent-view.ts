// profiles/{uid}/recentViews/{classId}: the classes a user opened, newest first, written by the
// class page. The dashboard's 'Continue de onde parou' card shows the newest one the user has not
// completed, without reading the class itself (the fields it shows are copied here).
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';
import { classTypeSchema } from './class';
import { optionalString } from './shared';

/** How many recent views the dashboard reads to find one that is not completed. */
export const RECENT_VIEWS_LIMIT = 5;

export const recentViewSchema = z.object({
  classId: z.string(),
  slug: z.string(),
  title: z.string(),
  type: classTypeSchema,
  classNumber: z.number().int().nullish(),
  coverUrl: optionalString,
  courseId: optionalString,
  viewedAt: timestampLikeSchema,
});
export type RecentView = z.infer<typeof recentViewSchema>;
