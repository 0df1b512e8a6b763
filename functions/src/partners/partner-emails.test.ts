import { describe, expect, it } from 'vitest';
import { expiryReminderEmail, partnerEmail, surveyEmail } from './partner-emails';

describe('partner e-mails', () => {
  it('greets the user by first name in the survey e-mail', () => {
    const mail = surveyEmail({ name: 'Ana Maria Souza', daysRemaining: 15 });
    expect(mail.subject).toBe('Como está sendo sua experiência na plataforma?');
    expect(mail.text.startsWith('Olá, Ana!\n\n')).toBe(true);
    expect(mail.html).toContain('<p>Olá, Ana!</p>');
    expect(mail.text).not.toContain('http');
  });

  it('counts the days left in the expiry reminder, singular on the last day', () => {
    expect(expiryReminderEmail({ name: 'Bruno', daysRemaining: 7 }).subject).toBe(
      'Restam 7 dias do seu acesso gratuito',
    );
    const last = expiryReminderEmail({ name: 'Bruno', daysRemaining: 1 });
    expect(last.subject).toBe('Resta 1 dia do seu acesso gratuito');
    expect(last.text).toContain('Resta 1 dia do seu presente de 30 dias de acesso gratuito');
    expect(last.text).toContain('em até 12 parcelas');
  });

  it('links the app when its address is known, escaping it in HTML', () => {
    const mail = partnerEmail('survey', {
      name: 'Ana',
      daysRemaining: 15,
      appUrl: 'https://app.test/?a=1&b=2',
    });
    expect(mail.text).toContain('Acesse a plataforma: https://app.test/?a=1&b=2');
    expect(mail.html).toContain('<a href="https://app.test/?a=1&#38;b=2">Acessar a plataforma</a>');
  });

  it('escapes the name and falls back to a neutral greeting', () => {
    expect(surveyEmail({ name: '<script>', daysRemaining: 15 }).html).toContain(
      'Olá, &#60;script&#62;!',
    );
    expect(surveyEmail({ name: '  ', daysRemaining: 15 }).text).toContain('Olá, aluno(a)!');
  });
});
