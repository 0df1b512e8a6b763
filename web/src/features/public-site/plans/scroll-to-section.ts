import { SALES_SCROLL_OFFSET_PX } from '@app/domain';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** The plans section's element id, the target of every 'Assine agora' button. */
export const PLANS_SECTION_ID = 'planos';

/**
 * Scrolls so the section's top sits `offset` px below the viewport top, clear
 * of the sticky header. Smooth unless the visitor asked the system for reduced motion.
 */
export function scrollToSection(id: string, offset: number = SALES_SCROLL_OFFSET_PX): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
