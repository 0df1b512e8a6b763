import { callableMessages as m, type RebuildInsightsOutput } from '@app/domain';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { callableOptions } from '../common/options';
import { requireCaller } from '../common/require-caller';
import { rebuildInsights as rebuild } from './rebuild-insights';

// The backfill on demand (admins): see rebuild-insights.ts for what it counts and when to run it.
export const rebuildInsights = onCall(
  { ...callableOptions, timeoutSeconds: 540, memory: '1GiB' },
  async (request): Promise<RebuildInsightsOutput> => {
    await requireCaller(request, { adminOnly: m.adminsOnlyRebuildInsights });
    const result = await rebuild(db, new Date());
    return {
      weeks: result.weeks,
      opens: result.opens,
      completions: result.completions,
      purchases: result.purchases,
      members: result.refresh.members,
    };
  },
);
