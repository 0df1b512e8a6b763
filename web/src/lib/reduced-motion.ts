/**
 * Whether the person asked their system for less motion (WCAG 2.3.3). False outside a browser
 * (the build-time prerender) and where the browser cannot tell.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
