import { callableMessages as m, rebuildInsightsCallable } from '@app/domain';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { rebuildIndicators as rebuild } from './rebuild-indicators';

// The backfill on demand (admins): see rebuild-indicators.ts for what it counts and when to run
// it. Deployed (and called) under its first name: renaming it would delete it and create another.
export const rebuildInsights = onContractCall(
  rebuildInsightsCallable,
  { caller: { adminOnly: m.adminsOnlyRebuildInsights }, timeoutSeconds: 540, memory: '1GiB' },
  async () => {
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
