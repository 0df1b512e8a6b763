// Certificates in Chromium against the emulators: the seeded finance course promises its hours on
// the course page and, finished, offers its PDF ('Baixar certificado', read back as text), the
// subscriber finds the seeded certificate under 'Meus certificados', and a
// signed-out visitor checks the subscriber's seeded certificate, until an admin revokes it at
// /certificado/{código} (typed in lower case, without dashes) and an unknown code. The page reads
// one document over Firestore's REST API; its verdicts in every state are component tests
// (web/src/features/public-site/certificate/verify-certificate-page.test.tsx).
import { certificateMessages as t } from '@app/domain';
import {
  AI_COURSE_TITLE,
  DEMO_CERTIFICATE_CODE,
  FINANCE_COURSE_TITLE,
} from '../../scripts/seed/demo-content';
import { downloadCertificate } from './certificate-download';
import { expect, signedInAs, test, useSeededProject } from './fixtures';
import { openCourseFromDashboard, openFromMenu } from './journey-helpers';

test.describe('certificates (Hosting emulator build)', () => {
  useSeededProject('certificates');
  signedInAs('subscriber');

  test('the finance course promises its certificate and, finished, shows it', async ({ page }) => {
    await page.goto('/dashboard/curso/curso-financas');
    await expect(page.getByText(t.coursePromise(12))).toBeVisible();
    // Finished (seeded), so its certificate is on the course page too.
    const banner = page.getByRole('alert').filter({ hasText: t.available });
    await expect(banner).toContainText('FNCS-7KQ4-M2XD');
    const pdf = await downloadCertificate(banner, DEMO_CERTIFICATE_CODE);
    expect(pdf.text).toContain(t.pdfTitle);
    expect(pdf.text).toMatch(
      /Certificamos que Bruno Assinante concluiu o curso Finanças para Profissionais Liberais, com carga horária de 12 horas, em \d{1,2} de [a-zç]+ de \d{4}\./,
    );
    expect(pdf.text).toContain('Código: FNCS-7KQ4-M2XD');
    expect(pdf.text).toContain('/certificado/FNCS-7KQ4-M2XD');
    // Another course, reached from the dashboard: no certificate there.
    await openFromMenu(page, 'Dashboard');
    await openCourseFromDashboard(page, AI_COURSE_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: AI_COURSE_TITLE })).toBeVisible();
    await expect(page.getByText(/^Certificado de/)).toHaveCount(0);
  });

  test("the subscriber finds it under 'Meus certificados' and opens its public check", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await openFromMenu(page, t.myTitle);
    await expect(page.getByRole('heading', { level: 1, name: t.myTitle })).toBeVisible();
    const card = page.getByRole('listitem', { name: FINANCE_COURSE_TITLE });
    await expect(card).toContainText('FNCS-7KQ4-M2XD');
    await expect(card.getByRole('link', { name: t.addToLinkedIn })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/profile\/add\?/,
    );
    await card.getByRole('link', { name: t.verifyLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.valid })).toBeVisible();
  });

  test('anyone verifies a certificate by its code, as typed', async ({
    freshPage,
    pageErrors,
    allowConsoleErrors,
  }) => {
    const visitor = await freshPage();
    await visitor.goto(`/certificado/${DEMO_CERTIFICATE_CODE.toLowerCase()}`);
    await expect(visitor.getByRole('heading', { level: 1, name: t.valid })).toBeVisible();
    await expect(visitor.getByText('Bruno Assinante')).toBeVisible();
    await expect(visitor.getByText(FINANCE_COURSE_TITLE)).toBeVisible();
    await expect(visitor.getByText('12 horas')).toBeVisible();
    await expect(visitor.getByText('FNCS-7KQ4-M2XD')).toBeVisible();

    // An unknown code: the page reads the document over Firestore's REST API, which answers 404,
    // and the browser logs the 404 of that one request.
    allowConsoleErrors(
      /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:8080\/v1\/projects\/demo-escola\/databases\/\(default\)\/documents\/certificates\/AAAABBBBCCCC:/,
    );
    await visitor.goto('/certificado/AAAA-BBBB-CCCC');
    await expect(visitor.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("an admin revokes it from the member console, and its check says 'Certificado revogado'", async ({
    pageAs,
    freshPage,
  }) => {
    const admin = await pageAs('admin');
    await admin.goto('/dashboard/usuarios');
    await admin.getByLabel('Buscar por nome ou e-mail').fill('assinante@');
    const row = admin.getByTestId('user-row-demo-assinante');
    await row.getByRole('button', { name: t.consoleButton }).click();
    const dialog = admin.getByRole('dialog', { name: t.consoleTitle('Bruno Assinante') });
    const item = dialog.getByRole('listitem', { name: FINANCE_COURSE_TITLE });
    await item.getByRole('button', { name: t.revoke }).click();
    await item.getByRole('button', { name: t.confirmRevoke }).click();
    await expect(
      item.getByText('Informe o motivo da revogação (pelo menos 3 caracteres)'),
    ).toBeVisible();
    await item.getByLabel(t.revokeReason).fill('Conclusão registrada por engano');
    await item.getByRole('button', { name: t.confirmRevoke }).click();
    await expect(item.getByText(t.revoked, { exact: true })).toBeVisible();

    const visitor = await freshPage();
    await visitor.goto(`/certificado/${DEMO_CERTIFICATE_CODE}`);
    await expect(visitor.getByRole('heading', { level: 1, name: t.revoked })).toBeVisible();
    await expect(visitor.getByText(/^Revogado em /)).toBeVisible();
  });
});
