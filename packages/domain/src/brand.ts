// The product's name and colours, written once: the sites, the dashboard's theme, the
// certificates' PDF and the pages functions serve. Its own entry point (@app/domain/brand) so the
// static public pages can use it without zod.
export const PLATFORM_NAME = 'Escola Estratégica';

export const BRAND_COLORS = {
  /** The brand red, for what is filled with it under white text (4.8:1). */
  red: '#e50914',
  /** A lighter tone of it for red text and outlines on the dark surfaces (6.6:1 on the page). */
  redText: '#ff6b6b',
  /** The page background of the dark-only product. */
  background: '#141414',
} as const;
