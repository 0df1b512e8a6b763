/**
 * Who hears of a reply: the thread's author and everyone who replied in it, once each, never the
 * person replying.
 */
export function replyRecipients(
  threadAuthor: string,
  repliers: readonly string[],
  replier: string,
): string[] {
  const everyone = new Set([threadAuthor, ...repliers]);
  everyone.delete(replier);
  everyone.delete('');
  return [...everyone];
}
