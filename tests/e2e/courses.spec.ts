// Courses in Chromium against the emulators: a subscriber works through a seeded course and
// watches the progress and the main button follow; an admin creates a course, adds classes,
// rearranges them and edits the cover. The forms' messages, 'Acesso Restrito' and 'Curso não
// encontrado.' are component tests (web/src/features/courses/components/*.test.tsx).
import { certificateMessages, courseMessages } from '@app/domain';
import { AI_COURSE_TITLE } from '../../scripts/seed/demo-content';
import { downloadCertificate } from './certificate-download';
import {
  expect,
  signedInAs,
  test,
  toastText,
  useSeededProject,
  type BrowserContext,
  type Page,
} from './fixtures';
import { classBackButton } from './journey-helpers';

/** A valid 1×1 PNG for uploads and for the stand-in image host. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** An image host the offline browser reaches through a route: one image, everything else 404. */
const IMAGE_HOST = 'https://imagens.example.com';
const GOOD_COVER = `${IMAGE_HOST}/capa-curso.png`;

const SEEDED_COURSE = 'curso-ia';

/** The stand-in image host (only for pages that show its covers: a route turns caching off). */
async function routeImageHost(context: BrowserContext) {
  await context.route(`${IMAGE_HOST}/**`, (route) =>
    route.request().url() === GOOD_COVER
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.fulfill({ status: 404, body: 'not found' }),
  );
}

/** The class titles of the 'Aulas' tab, in the order shown. */
const classTitles = (page: Page) => page.getByRole('list', { name: 'Aulas' }).getByRole('listitem');
const titleOf = (title: string) => new RegExp(`^(\\d+\\.\\s*)?${title}`);

test.describe('courses (Hosting emulator build)', () => {
  // The edit works on the course the admin created.
  test.describe.configure({ mode: 'serial' });
  const seeded = useSeededProject('courses');
  signedInAs('admin');
  let createdCourseId: string | null = null;

  test("takes a subscriber from 'Começar curso' through the course, with progress", async ({
    pageAs,
  }) => {
    test.setTimeout(90_000);
    // With training hours, finishing it earns a certificate (the issueCertificate trigger).
    await seeded.project.db.doc(`courses/${SEEDED_COURSE}`).update({ hours: 8 });
    const page = await pageAs('subscriber');
    await page.goto(`/dashboard/curso/${SEEDED_COURSE}`);
    await expect(page.getByRole('heading', { level: 1, name: AI_COURSE_TITLE })).toBeVisible();
    await expect(page.getByText('4 aulas')).toBeVisible();
    await expect(page.getByText(certificateMessages.coursePromise(8))).toBeVisible();
    await expect(page.getByText(certificateMessages.available)).toHaveCount(0);
    await expect(page.getByText('0% concluído')).toBeVisible();
    await expect(classTitles(page)).toHaveText([
      titleOf('Primeiros passos com IA'),
      titleOf('Automatizando o atendimento'),
      titleOf('IA para conteúdo'),
      titleOf('Ética e privacidade'),
    ]);

    await page.getByRole('link', { name: courseMessages.startButton }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Primeiros passos com IA' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Concluir Aula' }).click();
    await toastText(page, 'Aula concluída');
    // 'Próxima' follows the course order.
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Automatizando o atendimento' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anterior' })).toBeVisible();
    await classBackButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: AI_COURSE_TITLE })).toBeVisible();
    await expect(page.getByText('25% concluído')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const first = page.getByRole('listitem').filter({ hasText: 'Primeiros passos com IA' });
    await expect(first.getByRole('img', { name: 'Concluída' })).toBeVisible();

    // The rest of the course, one class at a time, through 'Continuar curso'.
    for (const [title, percent, classId] of [
      ['Automatizando o atendimento', 50, 'curso-ia-aula-2'],
      ['IA para conteúdo', 75, 'curso-ia-aula-3'],
      ['Ética e privacidade', 100, 'curso-ia-aula-4'],
    ] as const) {
      await page.getByRole('link', { name: courseMessages.continueButton }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Concluir Aula' }).click();
      // The button turns at once (latency compensation); the test also waits for the server to
      // have the completion, so the progress below is stored, not only on screen.
      await expect(page.getByRole('button', { name: 'Aula concluída' })).toBeVisible();
      const completion = seeded.project.db.doc(`profiles/demo-assinante/completions/${classId}`);
      await expect
        .poll(async () => (await completion.get()).exists, { timeout: 20_000 })
        .toBe(true);
      await classBackButton(page).click();
      await expect(page.getByRole('heading', { level: 1, name: AI_COURSE_TITLE })).toBeVisible();
      await expect(page.getByText(`${percent}% concluído`)).toBeVisible();
    }
    // All done: the certificate is issued and shown on the course, live; the button leads to
    // the last class.
    const banner = page.getByRole('alert').filter({ hasText: certificateMessages.available });
    await expect(banner).toBeVisible();
    await expect(
      banner.getByRole('link', { name: certificateMessages.addToLinkedIn }),
    ).toBeVisible();
    // Its PDF, rendered by the function moments later, carries the course's 8 hours.
    const code = (
      await seeded.project.db.doc(`profiles/demo-assinante/certificates/${SEEDED_COURSE}`).get()
    ).get('code') as string;
    const pdf = await downloadCertificate(banner, code);
    expect(pdf.text).toContain('Certificamos que Bruno Assinante concluiu o curso');
    expect(pdf.text).toContain('com carga horária de 8 horas');
    await page.getByRole('link', { name: courseMessages.continueButton }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ética e privacidade' }),
    ).toBeVisible();
  });

  test('lets an admin create a course, add two classes and move the second up; a subscriber sees that order', async ({
    page,
    context,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    await routeImageHost(context);
    await page.goto('/dashboard/criar-curso');
    await page.getByLabel('Título', { exact: true }).fill('Gestão do Tempo');
    await page
      .getByLabel('Descrição', { exact: true })
      .fill('Rotinas, prioridades e foco para quem atende muitos clientes.');
    await page.getByLabel('URL da capa').fill(GOOD_COVER);
    await expect(page.getByRole('img', { name: 'Pré-visualização da capa' })).toBeVisible();
    await page.getByLabel('Nome do professor').fill('Marina Lopes');
    await page.getByLabel('Bio do professor').fill('Consultora de produtividade há dez anos.');
    await page.getByRole('button', { name: 'Criar Curso' }).click();

    await expect(page).toHaveURL(/\/dashboard\/curso\/[^/]+$/);
    createdCourseId = new URL(page.url()).pathname.split('/').pop() ?? null;
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão do Tempo' })).toBeVisible();
    await expect(page.getByText('Este curso ainda não tem aulas.')).toBeVisible();
    await expect(page.getByRole('button', { name: courseMessages.startButton })).toBeDisabled();
    const stored = await seeded.project.db.doc(`courses/${createdCourseId}`).get();
    expect(stored.get('coverUrl')).toBe(GOOD_COVER);

    for (const [title, duration] of [
      ['Planejando a semana', '12 min'],
      ['Dizendo não sem culpa', '9 min'],
    ] as const) {
      await page.getByRole('link', { name: 'Adicionar Aulas' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Adicionar Aula ao Curso' }),
      ).toBeVisible();
      await expect(page.getByLabel('Professor', { exact: true })).toHaveValue('Marina Lopes');
      await page.getByLabel('Nome da aula').fill(title);
      await page.getByLabel('Link do vídeo').fill('https://youtu.be/dQw4w9WgXcQ');
      await page.getByLabel('Duração').fill(duration);
      await page.getByRole('button', { name: 'Adicionar Aula' }).click();
      await toastText(page, 'Aula adicionada');
      await expect(page.getByRole('heading', { level: 1, name: 'Gestão do Tempo' })).toBeVisible();
    }
    await expect(classTitles(page)).toHaveText([
      titleOf('Planejando a semana'),
      titleOf('Dizendo não sem culpa'),
    ]);
    await page.getByRole('button', { name: 'Mover "Dizendo não sem culpa" para cima' }).click();
    await expect(classTitles(page)).toHaveText([
      titleOf('Dizendo não sem culpa'),
      titleOf('Planejando a semana'),
    ]);
    await expect(page.getByText('2 aulas')).toBeVisible();

    const subscriber = await pageAs('subscriber');
    await routeImageHost(subscriber.context());
    await subscriber.goto(`/dashboard/curso/${createdCourseId}`);
    await expect(
      subscriber.getByRole('heading', { level: 1, name: 'Gestão do Tempo' }),
    ).toBeVisible();
    await expect(classTitles(subscriber)).toHaveText([
      titleOf('Dizendo não sem culpa'),
      titleOf('Planejando a semana'),
    ]);
    await subscriber.getByRole('link', { name: courseMessages.startButton }).click();
    await expect(
      subscriber.getByRole('heading', { level: 1, name: 'Dizendo não sem culpa' }),
    ).toBeVisible();
  });

  test('edits the title and the cover (an upload replaces the address)', async ({
    page,
    context,
  }) => {
    expect(createdCourseId).not.toBeNull();
    await routeImageHost(context);
    await page.goto(`/dashboard/curso/${createdCourseId}`);
    await page.getByRole('link', { name: 'Editar Capa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Curso' })).toBeVisible();
    const title = page.getByLabel('Título', { exact: true });
    await expect(title).toHaveValue('Gestão do Tempo');
    await expect(page.getByLabel('URL da capa')).toHaveValue(GOOD_COVER);
    await expect(page.getByRole('img', { name: 'Pré-visualização da capa' })).toBeVisible();

    await title.fill('');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText(courseMessages.editTitleRequired)).toBeVisible();

    await title.fill('Gestão do Tempo na Prática');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nova-capa.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByLabel('URL da capa')).toHaveValue('');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await toastText(page, 'Curso atualizado');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Gestão do Tempo na Prática' }),
    ).toBeVisible();

    const stored = await seeded.project.db.doc(`courses/${createdCourseId}`).get();
    const coverUrl = stored.get('coverUrl') as string;
    expect(coverUrl).toContain(encodeURIComponent('courses/'));
    const path = decodeURIComponent(new URL(coverUrl).pathname.split('/o/')[1] ?? '');
    const [exists] = await seeded.project.storage!.bucket().file(path).exists();
    expect(exists).toBe(true);
    await expect(
      page.getByRole('img', { name: 'Capa do curso Gestão do Tempo na Prática' }),
    ).toBeVisible();
  });
});
