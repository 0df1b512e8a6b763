/** How old a class may be, at its creation event, to be announced. */
export const NEW_CLASS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a new class is news: one imported or seeded with an older date (the demo data, a
 * migration) is announced to nobody.
 */
export function isNews(createdAt: Date | null, eventTime: Date): boolean {
  return createdAt !== null && eventTime.getTime() - createdAt.getTime() <= NEW_CLASS_MAX_AGE_MS;
}
