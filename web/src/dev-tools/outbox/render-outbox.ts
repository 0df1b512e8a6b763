import type { OutboxMail } from './mail-documents';
import { outboxMessages as t } from './messages';

// The outbox's markup, with the DOM only (no React, MUI or Firebase SDK: a page of the emulator
// build that loads in a blink). Every text goes in as text, never as markup; an e-mail's HTML is
// shown in a sandboxed iframe (no scripts, no same origin), as a mail client would.

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function field(list: HTMLDListElement, label: string, value: string) {
  list.append(element('dt', label), element('dd', value));
}

/** One e-mail: subject, recipients, date, delivery state, headers, HTML and text. */
export function mailArticle(mail: OutboxMail): HTMLElement {
  const article = element('article', undefined, { 'aria-labelledby': `mail-${mail.id}` });
  article.append(element('h2', mail.subject, { id: `mail-${mail.id}` }));
  const facts = element('dl');
  field(facts, t.to, mail.to.join(', '));
  field(facts, t.createdAt, dateFormat.format(mail.createdAt));
  field(facts, t.state, mail.deliveryState ?? t.statePending);
  article.append(facts);
  if (mail.headers.length > 0) {
    const table = element('table');
    table.append(element('caption', t.headers));
    const body = element('tbody');
    for (const [name, value] of mail.headers) {
      const row = element('tr');
      row.append(element('th', name, { scope: 'row' }), element('td', value));
      body.append(row);
    }
    table.append(body);
    article.append(table);
  }
  article.append(element('h3', t.html));
  const frame = element('iframe', undefined, {
    title: `${t.html}: ${mail.subject}`,
    sandbox: '',
    referrerpolicy: 'no-referrer',
  });
  frame.srcdoc = mail.html;
  article.append(frame, element('h3', t.text), element('pre', mail.text));
  return article;
}

/** The list, or a sentence when it is empty. */
export function outboxContent(mails: OutboxMail[]): HTMLElement[] {
  if (mails.length === 0) return [element('p', t.empty)];
  return [element('p', t.count(mails.length)), ...mails.map(mailArticle)];
}
