// 'Baixar certificado' in the browser: the file the click saves, checked by its name and read
// back as text (tests/support/pdf-text.ts), so a journey sees what the member would print.
import { certificateFileName, certificateMessages as t } from '@app/domain';
import { readFile } from 'node:fs/promises';
import { readPdf, type PdfSummary } from '../support/pdf-text';
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

export async function downloadCertificate(within: Locator, code: string): Promise<PdfSummary> {
  const button = within.getByRole('button', { name: t.download });
  // Enabled once the function has stored the PDF (seconds after issue).
  await expect(button).toBeEnabled({ timeout: 20_000 });
  const [download] = await Promise.all([within.page().waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(certificateFileName(code));
  return readPdf(await readFile((await download.path())!));
}
