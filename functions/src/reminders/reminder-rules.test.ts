import { addDays, reminderEmailMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { ReminderMember } from './member-pages';
import { reminderMail } from './reminder-mail';
import { dueToContinue, endsWithoutRenewal } from './run-daily-reminders';
import { digestWeek } from './run-weekly-digest';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const member = (changes: Partial<ReminderMember> = {}): ReminderMember => ({
  uid: 'u-1',
  name: 'Carla Souza',
  email: 'carla@demo.test',
  role: 'ALUNO',
  plan: 'mensal',
  cancelled: false,
  validUntil: at('2027-01-01T00:00:00Z'),
  emailPreferences: null,
  lastActiveOn: null,
  reminders: null,
  renewalStopped: false,
  createdAt: at('2026-01-01T12:00:00Z'),
  ...changes,
});

describe('reminder periods', () => {
  it("the digest's week is its Monday in São Paulo", () => {
    expect(digestWeek(new Date('2026-11-23T11:00:00Z'))).toBe('2026-11-23'); // Mon 08:00
    expect(digestWeek(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23'); // Sun 20:00
    expect(digestWeek(new Date('2026-11-30T02:00:00Z'))).toBe('2026-11-23'); // still Sun in SP
  });

  it('continue studying: 14 idle days, then not again for 30', () => {
    const today = '2026-11-25';
    expect(addDays(today, -14)).toBe('2026-11-11');
    expect(dueToContinue(member({ lastActiveOn: '2026-11-11' }), today)).toBe(true);
    expect(dueToContinue(member({ lastActiveOn: '2026-11-12' }), today)).toBe(false);
    // Never opened a class: counted from the day they joined.
    expect(dueToContinue(member({ createdAt: at('2026-11-20T12:00:00Z') }), today)).toBe(false);
    expect(dueToContinue(member(), today)).toBe(true);
    const reminded = (on: string) =>
      member({ lastActiveOn: '2026-09-01', reminders: { continueStudyingOn: on } });
    expect(dueToContinue(reminded('2026-11-01'), today)).toBe(false);
    expect(dueToContinue(reminded('2026-10-26'), today)).toBe(true);
  });

  it('access ending: only access that will not renew', () => {
    expect(endsWithoutRenewal(member())).toBe(false);
    expect(endsWithoutRenewal(member({ renewalStopped: true }))).toBe(true);
    expect(endsWithoutRenewal(member({ plan: '' }))).toBe(true);
    expect(endsWithoutRenewal(member({ plan: '', validUntil: null }))).toBe(false);
  });
});

describe('reminderMail', () => {
  const links = {
    appUrl: 'https://escola.example',
    unsubscribeUrl: 'https://fn.example/unsubscribe',
    secret: 's',
  };
  const now = new Date('2026-11-25T12:00:00Z');
  const mail = reminderMail({
    to: 'carla@demo.test',
    uid: 'u-1',
    name: 'Carla <b>Souza</b>',
    kind: 'digest',
    subject: 'Novidades',
    paragraphs: ['Aula "A & B"'],
    link: { url: 'https://escola.example/dashboard', textLabel: 'Ver', htmlLabel: 'Ver' },
    links,
    now,
  });

  it('greets by first name, escaped in HTML, plain in text', () => {
    expect(mail.message.text).toContain(reminderEmailMessages.greeting('Carla'));
    expect(mail.message.html).toContain('Aula &#34;A &#38; B&#34;');
    expect(mail.message.html).not.toContain('<b>');
  });

  it('carries a signed link that turns off this kind, and the one-click headers', () => {
    const header = mail.message.headers?.['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    expect(url.origin + url.pathname).toBe(links.unsubscribeUrl);
    expect(verifyUnsubscribeToken(url.searchParams.get('t')!, 's', now)).toMatchObject({
      ok: true,
      uid: 'u-1',
      key: 'newClasses',
    });
    expect(mail.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.message.text).toContain(
      `Para não receber mais e-mails de novas aulas: ${url.href}`,
    );
  });
});
