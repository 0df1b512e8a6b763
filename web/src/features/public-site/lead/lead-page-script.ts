// The sales page's script, the only one a prerendered public page loads (on idle, or at the first
// hover, focus or press of a plan button: web/build/prerender-public-pages.ts). The page's inline
// start-up code holds the press and calls openLead once this has arrived.
import type { PlanKey } from '@app/domain';
import { leadForm } from './lead-form';

export function openLead(planKey: PlanKey): void {
  leadForm(planKey).open();
}
