// The external checkout (docs/product.md, "Compras e assinaturas"): opened in a new tab with the
// buyer's name, e-mail and phone prefilled, so they do not type them twice. Used by the sales
// page's lead popup and the dashboard's subscriber dialog.
import type { PlanKey } from '@app/domain';
import { commerce } from '@/config/commerce';
import { withCheckoutPrefill, type CheckoutPrefill } from './checkout-link';

export * from './checkout-link';

/** The configured checkout of `planKey` with the buyer's data prefilled. */
export function buildCheckoutUrl(planKey: PlanKey, prefill: CheckoutPrefill = {}): string {
  return withCheckoutPrefill(commerce.checkoutUrls[planKey], prefill);
}
