// The sales page's script, the only one a static public page loads (on idle, or at the first
// hover, focus or press of a button that opens the lead popup: web/build/prerender-public-pages.ts).
// The page's inline start-up code holds the press and calls openLead once this has arrived.
import { leadForm } from './lead-form';

export function openLead(): void {
  leadForm().open();
}
