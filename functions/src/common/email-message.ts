import type { Mail } from '@app/domain';

// The body of a `mail` document (Trigger Email extension): the paragraphs as plain text and as
// escaped HTML, an optional link, and the team's signature. Shared by every e-mail functions send.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The first name of a person, or a neutral greeting when there is no name. */
export const greetingName = (name: string) => name.trim().split(/\s+/)[0] || 'aluno(a)';

export interface EmailLink {
  url: string;
  /** Plain text: "<textLabel>: <url>". */
  textLabel: string;
  /** HTML: the anchor's text. */
  htmlLabel: string;
}

export function renderEmail(
  subject: string,
  paragraphs: string[],
  link?: EmailLink,
): Mail['message'] {
  const linkLine = link ? [`${link.textLabel}: ${link.url}`] : [];
  const text = [...paragraphs, ...linkLine, 'Equipe da plataforma'].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) {
    htmlParagraphs.push(
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.htmlLabel)}</a></p>`,
    );
  }
  htmlParagraphs.push('<p>Equipe da plataforma</p>');
  return { subject, text, html: htmlParagraphs.join('\n') };
}
