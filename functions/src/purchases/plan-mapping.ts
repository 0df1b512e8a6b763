import { productPlanMappingSchema, type PlanKey, type ProductPlanMapping } from '@app/domain';

/**
 * Reads the HOTMART_PRODUCT_PLANS parameter (a JSON object, see docs/purchases.md). Throws on a
 * value that is not valid JSON or names an unknown plan: a broken configuration must fail the
 * delivery (Hotmart retries it later) rather than grant or deny access by accident.
 */
export function parsePlanMapping(raw: string): ProductPlanMapping {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('HOTMART_PRODUCT_PLANS is not valid JSON');
  }
  const result = productPlanMappingSchema.safeParse(json);
  if (!result.success) {
    throw new Error(`HOTMART_PRODUCT_PLANS is invalid: ${result.error.issues[0]?.message}`);
  }
  return result.data;
}

/** The plan a product (and offer) is sold as; the offer's own entry wins. Null: not ours. */
export function planFor(
  mapping: ProductPlanMapping,
  productId: number,
  offerCode: string | null,
): PlanKey | null {
  if (offerCode) {
    const byOffer = mapping[`${productId}:${offerCode}`];
    if (byOffer) return byOffer;
  }
  return mapping[String(productId)] ?? null;
}
