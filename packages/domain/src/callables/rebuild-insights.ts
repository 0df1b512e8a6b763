import { defineCallable, outputType } from './define-callable';
import { noInput } from './fields';

// rebuildInsights (admins only): the insights backfill. It rebuilds every summary of the
// insights page from the records (recent views, completions, purchases, profiles): once after
// the feature is deployed on an install with history, or to start the counters over.
export interface RebuildInsightsOutput {
  weeks: number;
  opens: number;
  completions: number;
  purchases: number;
  members: number;
}

export const rebuildInsightsCallable = defineCallable({
  name: 'rebuildInsights',
  input: noInput,
  output: outputType<RebuildInsightsOutput>(),
});
