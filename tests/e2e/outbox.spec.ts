// The emulators' outbox (/caixa-de-saida, emulator build only): a reminder the functions queued
// (the weekly digest, with its List-Unsubscribe headers) is listed newest first, its HTML shown in
// a sandboxed frame as the member would see it, its text and headers beside it. With
// SAVE_SCREENSHOTS=1 the page is saved as docs/images/caixa-de-saida.png.
import { runWeeklyDigest } from '../../functions/src/reminders/run-weekly-digest';
import { expect, test, useSeededProject } from './fixtures';

test.describe('outbox (Hosting emulator build)', () => {
  const seeded = useSeededProject('outbox');

  test('shows a reminder e-mail with its HTML, text and List-Unsubscribe headers', async ({
    page,
  }) => {
    const db = seeded.project.db;
    await db
      .collection('mail')
      .doc('outbox-older')
      .set({
        to: 'aluno@demo.test',
        message: { subject: 'Um e-mail mais antigo', text: 'Antigo', html: '<p>Antigo</p>' },
      });
    const result = await runWeeklyDigest(db, new Date(), {
      appUrl: 'http://127.0.0.1:5173',
      unsubscribeUrl: 'http://127.0.0.1:5001/demo-escola/southamerica-east1/unsubscribe',
      secret: 'caixa-de-saida',
    });
    expect(result).toMatchObject({ queued: expect.any(Number) });
    const digest = (
      await db.collection('mail').where('to', '==', 'assinante@demo.test').get()
    ).docs.find((doc) => doc.id.startsWith('digest-'));
    expect(digest, 'the weekly digest of the subscriber').toBeDefined();
    const subject = String(digest!.get('message.subject'));

    if (process.env.SAVE_SCREENSHOTS) await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/caixa-de-saida');
    await expect(page.getByRole('heading', { level: 1, name: 'Caixa de saída' })).toBeVisible();
    // The digest went to every member with new classes: the subscriber's.
    const mail = page
      .getByRole('article', { name: subject })
      .filter({ hasText: 'assinante@demo.test' });
    await expect(mail).toBeVisible();
    // Newest first: the digest, written last, comes before the older e-mail.
    const subjects = await page
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allInnerTexts();
    expect(subjects.indexOf(subject)).toBeLessThan(subjects.indexOf('Um e-mail mais antigo'));

    await expect(mail.getByRole('definition').first()).toHaveText('assinante@demo.test');
    const headers = mail.getByRole('table', { name: 'Cabeçalhos' });
    await expect(headers.getByRole('row', { name: /List-Unsubscribe / })).toContainText(
      'http://127.0.0.1:5001/demo-escola/southamerica-east1/unsubscribe?t=',
    );
    await expect(headers.getByRole('row', { name: /List-Unsubscribe-Post/ })).toContainText(
      'List-Unsubscribe=One-Click',
    );
    // The HTML as a mail client shows it: in a sandboxed frame, links and all.
    const frame = mail.frameLocator('iframe');
    await expect(frame.getByText('Olá, Bruno!')).toBeVisible();
    await expect(
      frame.getByRole('link', { name: 'Não quero mais receber estes e-mails' }),
    ).toBeVisible();
    await expect(mail.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(mail.locator('pre')).toContainText('Para não receber mais');

    if (process.env.SAVE_SCREENSHOTS) {
      await mail.scrollIntoViewIfNeeded();
      await expect(frame.getByText('Olá, Bruno!')).toBeVisible();
      await mail.screenshot({
        path: new URL('../../docs/images/caixa-de-saida.png', import.meta.url).pathname,
      });
    }
  });
});
