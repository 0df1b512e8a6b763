/**
 * Whether a document's own date lies within `maxAgeMs` before the event that created it. Seeded
 * or imported data carries older dates: it is not news (no announcement) and not a completion
 * made now (no certificate issued behind the data's back).
 */
export function isRecent(date: Date | null, eventTime: Date, maxAgeMs: number): boolean {
  return date !== null && eventTime.getTime() - date.getTime() <= maxAgeMs;
}
