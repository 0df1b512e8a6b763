// Publishing classes in Chromium against the emulators: an admin creates a weekly class (cover
// and PDF) and an insight, edits and deletes; a student finds the new class with the next number
// and downloads its PDF; students are kept out. Each field's message and the refused files are a
// component test (web/src/features/class-editor/components/create-class-page.test.tsx).
import { classMessages } from '@app/domain';
import { readFile } from 'node:fs/promises';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';

/** A valid 1×1 PNG: enough for the cover upload and its preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n% Roteiro da aula publicada pelo editor\n%%EOF\n');
const PDF_NAME = 'Roteiro de negociação.pdf';
const NEW_TITLE = 'Negociação com grandes clientes';

/** The seeded catalogue ends at weekly class 12: the next one is 13. */
const NEXT_NUMBER = 13;

async function choose(page: Page, label: string, ...options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option }).click();
  if (options.length !== 1) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const fileInput = (page: Page, label: string) =>
  page.locator('input[type="file"]').and(page.getByLabel(label, { exact: true }));

async function fillCommonFields(page: Page, title: string) {
  await choose(page, 'Tema Principal', 'Vendas');
  await choose(page, 'Temas Relacionados', 'Negócios', 'Marketing');
  await page.getByLabel('Título').fill(title);
  await page
    .getByLabel('Descrição', { exact: true })
    .fill('Como preparar, conduzir e fechar negociações com contas grandes, passo a passo.');
  await page.getByLabel('URL do vídeo').fill('https://www.youtube.com/embed/dQw4w9WgXcQ');
  await page.getByLabel('Duração').fill('32 min');
  await page.getByLabel('Nome do professor').fill('Rafael Torres');
  await page.getByLabel('Descrição do professor').fill('Diretor comercial há quinze anos.');
  await page.getByLabel('Link do professor').fill('https://example.com/rafael');
}

test.describe('class editor (Hosting emulator build)', () => {
  // Each step works on the class the first one published.
  test.describe.configure({ mode: 'serial' });
  const seeded = useSeededProject('class-editor');
  signedInAs('admin');
  let created: { id: string; slug: string; pdfPath: string } | null = null;

  const storedFileExists = async (path: string) => {
    const [exists] = await seeded.project.storage!.bucket().file(path).exists();
    return exists;
  };

  test('creates a weekly class with a cover and a PDF; a student finds it as the next number and downloads the PDF', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const db = seeded.project.db;
    await page.goto('/dashboard/criar-aula');
    await fillCommonFields(page, NEW_TITLE);
    await fileInput(page, 'Imagem de capa').setInputFiles({
      name: 'capa.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: 'Pré-visualização da capa' })).toBeVisible();
    await fileInput(page, 'Material de Apoio').setInputFiles({
      name: PDF_NAME,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByRole('button', { name: `Remover ${PDF_NAME}` })).toBeVisible();
    await page.getByRole('button', { name: 'Criar Aula' }).click();
    await toastText(page, 'Aula criada');
    await expect(page).toHaveURL('/dashboard');

    const snap = await db.collection('classes').where('title', '==', NEW_TITLE).get();
    expect(snap.size).toBe(1);
    const doc = snap.docs[0]!;
    const data = doc.data();
    expect(data).toMatchObject({
      type: 'SEMANAL',
      classNumber: NEXT_NUMBER,
      mainThemeId: 'vendas',
      mainThemeName: 'Vendas',
      themeIds: ['negocios', 'marketing'],
      duration: '32 min',
      professorName: 'Rafael Torres',
      authorId: 'demo-admin',
      referencedClassId: null,
    });
    expect(data.slug).toMatch(/^negociacao-com-grandes-clientes-[a-z0-9]{8}$/);
    expect(data.coverUrl).toContain('covers%2F');
    expect(data.attachments).toHaveLength(1);
    const pdfPath = data.attachments[0].path as string;
    expect(pdfPath.startsWith(`attachments/${doc.id}/`)).toBe(true);
    expect(await storedFileExists(pdfPath)).toBe(true);
    expect((await db.doc('counters/classNumber').get()).data()).toMatchObject({
      last: NEXT_NUMBER,
      classId: doc.id,
    });
    created = { id: doc.id, slug: data.slug as string, pdfPath };

    const student = await pageAs('student');
    await student.goto('/dashboard/aulas-semanais');
    const card = student.getByRole('link', { name: new RegExp(NEW_TITLE) }).first();
    await expect(card).toContainText(`Aula ${NEXT_NUMBER}`);
    await card.click();
    await expect(
      student.getByRole('heading', { level: 1, name: `Aula ${NEXT_NUMBER}: ${NEW_TITLE}` }),
    ).toBeVisible();
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      student.getByRole('button', { name: `Baixar ${PDF_NAME}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(PDF_NAME);
    expect(Buffer.compare(await readFile((await download.path())!), PDF)).toBe(0);
  });

  test('creates an insight that refers to a weekly class', async ({ page }) => {
    await page.goto('/dashboard/criar-aula');
    await choose(page, 'Tipo de aula', 'Insight');
    await page.getByRole('combobox', { name: 'Aula Referente' }).click();
    // Weekly classes by number, as 'Aula {n}: {title}'.
    await expect(page.getByRole('option').nth(1)).toHaveText(
      'Aula 1: Organização financeira para profissionais',
    );
    await page.getByRole('option', { name: /^Aula 3: / }).click();
    await fillCommonFields(page, 'Insight: a pergunta que destrava a venda');
    await page.getByRole('button', { name: 'Criar Aula' }).click();
    await toastText(page, 'Aula criada');
    await expect(page).toHaveURL('/dashboard');
    const snap = await seeded.project.db
      .collection('classes')
      .where('title', '==', 'Insight: a pergunta que destrava a venda')
      .get();
    expect(snap.docs[0]?.data()).toMatchObject({
      type: 'INSIGHT',
      classNumber: null,
      referencedClassId: 'semanal-03',
    });
  });

  test('edits the class: removes the PDF (from Storage too) and keeps the slug', async ({
    page,
  }) => {
    expect(created).not.toBeNull();
    const { id, slug, pdfPath } = created!;
    await page.goto(`/dashboard/aula/${slug}`);
    await page.getByRole('link', { name: 'Editar Aula' }).click();
    await expect(page).toHaveURL(`/dashboard/aula/${slug}/editar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Aula' })).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue(NEW_TITLE);
    await expect(page.getByRole('combobox', { name: 'Tipo de aula' })).toHaveCount(0);
    await page.getByLabel('Título').fill(`${NEW_TITLE} (revisada)`);
    await page.getByRole('button', { name: `Remover ${PDF_NAME}` }).click();
    await expect(page.getByText('Nenhum material adicionado.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await toastText(page, 'Aula atualizada');
    await expect(page).toHaveURL(`/dashboard/aula/${slug}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Aula ${NEXT_NUMBER}: ${NEW_TITLE} (revisada)`,
      }),
    ).toBeVisible();
    const data = (await seeded.project.db.doc(`classes/${id}`).get()).data()!;
    expect(data).toMatchObject({ slug, classNumber: NEXT_NUMBER, attachments: [] });
    await expect.poll(() => storedFileExists(pdfPath)).toBe(false);
  });

  test("keeps students out of the edit route with 'Acesso negado'", async ({ pageAs }) => {
    const student = await pageAs('student');
    await student.goto(`/dashboard/aula/${created?.slug ?? 'qualquer'}/editar`);
    const toast = await toastText(student, classMessages.accessDeniedTitle);
    expect(toast).toContain(classMessages.accessDeniedDescription);
    await expect(student).toHaveURL('/dashboard');
  });

  test("deletes the class with 'Excluir aula' after confirming", async ({ page }) => {
    const { id, slug } = created!;
    await page.goto(`/dashboard/aula/${slug}/editar`);
    await page.getByRole('button', { name: 'Excluir aula' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir aula' });
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await toastText(page, 'Aula excluída');
    await expect(page).toHaveURL('/dashboard');
    expect((await seeded.project.db.doc(`classes/${id}`).get()).exists).toBe(false);
  });
});
