// Courses in Chromium against the emulators: a subscriber works through a seeded course and
// watches the progress and the main button follow; an admin creates a course, adds classes,
// rearranges them and edits the cover. Each role signs in once for the whole file. The forms'
// messages, 'Acesso Restrito' and 'Curso não encontrado.' are component tests
// (web/src/features/courses/*.test.tsx).
import { courseMessages } from '@app/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { step, toastText, useContentSuite } from './content-support';

/** A valid 1×1 PNG for uploads and for the stand-in image host. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** An image host the offline browser reaches through a route: one image, everything else 404. */
const IMAGE_HOST = 'https://imagens.example.com';
const GOOD_COVER = `${IMAGE_HOST}/capa-curso.png`;

const SEEDED_COURSE = 'curso-ia';
const SEEDED_TITLE = 'IA Aplicada ao Seu Negócio';

/** The class titles of the 'Aulas' tab, in the order shown. */
async function classTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Aulas' });
  await list.waitFor();
  const items = await list.getByRole('listitem').allInnerTexts();
  return items.map((text) => text.split('\n')[0]?.replace(/^\d+\.\s*/, '') ?? '');
}

describe('courses (Hosting emulator build)', () => {
  const suite = useContentSuite('courses', {
    admin: 'admin@demo.test',
    subscriber: 'assinante@demo.test',
    student: 'aluno@demo.test',
  });
  let createdCourseId: string | null = null;

  // After the suite's sign-ins: the admin's profile reaches the stand-in image host.
  beforeAll(async () => {
    await suite.roles.admin.page
      .context()
      .route(`${IMAGE_HOST}/**`, (route) =>
        route.request().url() === GOOD_COVER
          ? route.fulfill({ contentType: 'image/png', body: PNG })
          : route.fulfill({ status: 404, body: 'not found' }),
      );
  });

  it(
    "takes a subscriber from 'Começar curso' through the course, with progress",
    { timeout: 90_000 },
    async () => {
      await step(suite.roles.subscriber, 'course-progress', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/curso/${SEEDED_COURSE}`);
        await page.getByRole('heading', { level: 1, name: SEEDED_TITLE }).waitFor();
        await page.getByText('4 aulas').waitFor();
        await page.getByText('0% concluído').waitFor();
        expect(await classTitles(page)).toEqual([
          'Primeiros passos com IA',
          'Automatizando o atendimento',
          'IA para conteúdo',
          'Ética e privacidade',
        ]);

        await page.getByRole('link', { name: courseMessages.startButton }).click();
        await page.getByRole('heading', { level: 1, name: 'Primeiros passos com IA' }).waitFor();
        await page.getByRole('button', { name: 'Concluir Aula' }).click();
        await toastText(page, 'Aula concluída');
        // 'Próxima' follows the course order.
        await page.getByRole('link', { name: 'Próxima' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'Automatizando o atendimento' })
          .waitFor();
        await page.getByRole('link', { name: 'Anterior' }).waitFor();
        await page
          .getByRole('button', { name: 'Voltar' })
          .or(page.getByRole('link', { name: 'Voltar' }))
          .first()
          .click();

        await page.getByRole('heading', { level: 1, name: SEEDED_TITLE }).waitFor();
        await page.getByText('25% concluído').waitFor();
        const progress = page.getByRole('progressbar', { name: 'Progresso do curso' });
        expect(await progress.getAttribute('aria-valuenow')).toBe('25');
        const first = page.getByRole('listitem').filter({ hasText: 'Primeiros passos com IA' });
        await first.getByRole('img', { name: 'Concluída' }).waitFor();

        // The rest of the course, one class at a time, through 'Continuar curso'.
        for (const [title, percent, classId] of [
          ['Automatizando o atendimento', 50, 'curso-ia-aula-2'],
          ['IA para conteúdo', 75, 'curso-ia-aula-3'],
          ['Ética e privacidade', 100, 'curso-ia-aula-4'],
        ] as const) {
          await page.getByRole('link', { name: courseMessages.continueButton }).click();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByRole('button', { name: 'Concluir Aula' }).click();
          // The button turns at once (latency compensation); a reload before the write lands
          // would lose it, so the test waits for the server to have it.
          await page.getByRole('button', { name: 'Aula concluída' }).waitFor();
          const completion = suite.project.db.doc(`profiles/demo-assinante/completions/${classId}`);
          await expect
            .poll(async () => (await completion.get()).exists, { timeout: 20_000 })
            .toBe(true);
          await page.goto(`${suite.baseUrl}/dashboard/curso/${SEEDED_COURSE}`);
          await page.getByText(`${percent}% concluído`).waitFor();
        }
        // All done: the button leads to the last class.
        await page.getByRole('link', { name: courseMessages.continueButton }).click();
        await page.getByRole('heading', { level: 1, name: 'Ética e privacidade' }).waitFor();
      });
    },
  );

  it(
    'lets an admin create a course, add two classes and move the second up; a subscriber sees that order',
    { timeout: 120_000 },
    async () => {
      await step(suite.roles.admin, 'course-create', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/criar-curso`);
        await page.getByLabel('Título', { exact: true }).fill('Gestão do Tempo');
        await page
          .getByLabel('Descrição', { exact: true })
          .fill('Rotinas, prioridades e foco para quem atende muitos clientes.');
        await page.getByLabel('URL da capa').fill(GOOD_COVER);
        await page.getByRole('img', { name: 'Pré-visualização da capa' }).waitFor();
        await page.getByLabel('Nome do professor').fill('Marina Lopes');
        await page.getByLabel('Bio do professor').fill('Consultora de produtividade há dez anos.');
        await page.getByRole('button', { name: 'Criar Curso' }).click();

        await page.waitForURL(/\/dashboard\/curso\/[^/]+$/);
        createdCourseId = new URL(page.url()).pathname.split('/').pop() ?? null;
        await page.getByRole('heading', { level: 1, name: 'Gestão do Tempo' }).waitFor();
        await page.getByText('Este curso ainda não tem aulas.').waitFor();
        expect(
          await page.getByRole('button', { name: courseMessages.startButton }).isDisabled(),
        ).toBe(true);
        const stored = await suite.project.db.doc(`courses/${createdCourseId}`).get();
        expect(stored.get('coverUrl')).toBe(GOOD_COVER);

        for (const [title, duration] of [
          ['Planejando a semana', '12 min'],
          ['Dizendo não sem culpa', '9 min'],
        ] as const) {
          await page.getByRole('link', { name: 'Adicionar Aulas' }).click();
          await page.getByRole('heading', { level: 1, name: 'Adicionar Aula ao Curso' }).waitFor();
          expect(await page.getByLabel('Professor', { exact: true }).inputValue()).toBe(
            'Marina Lopes',
          );
          await page.getByLabel('Nome da aula').fill(title);
          await page.getByLabel('Link do vídeo').fill('https://youtu.be/dQw4w9WgXcQ');
          await page.getByLabel('Duração').fill(duration);
          await page.getByRole('button', { name: 'Adicionar Aula' }).click();
          await toastText(page, 'Aula adicionada');
          await page.getByRole('heading', { level: 1, name: 'Gestão do Tempo' }).waitFor();
        }
        expect(await classTitles(page)).toEqual(['Planejando a semana', 'Dizendo não sem culpa']);
        await page.getByRole('button', { name: 'Mover "Dizendo não sem culpa" para cima' }).click();
        await page
          .getByRole('listitem')
          .first()
          .filter({ hasText: 'Dizendo não sem culpa' })
          .waitFor();
        expect(await classTitles(page)).toEqual(['Dizendo não sem culpa', 'Planejando a semana']);
        await page.getByText('2 aulas').waitFor();
      });

      await step(suite.roles.subscriber, 'course-order-seen', async (page) => {
        // The new course's cover is on the stand-in image host. Routed only from here: a route
        // turns the context's HTTP cache off, which the earlier page loads benefit from.
        await page
          .context()
          .route(`${IMAGE_HOST}/**`, (route) =>
            route.fulfill({ contentType: 'image/png', body: PNG }),
          );
        await page.goto(`${suite.baseUrl}/dashboard/curso/${createdCourseId}`);
        await page.getByRole('heading', { level: 1, name: 'Gestão do Tempo' }).waitFor();
        expect(await classTitles(page)).toEqual(['Dizendo não sem culpa', 'Planejando a semana']);
        await page.getByRole('link', { name: courseMessages.startButton }).click();
        await page.getByRole('heading', { level: 1, name: 'Dizendo não sem culpa' }).waitFor();
      });
    },
  );

  it(
    'edits the title and the cover (an upload replaces the address)',
    { timeout: 60_000 },
    async () => {
      expect(createdCourseId).not.toBeNull();
      await step(suite.roles.admin, 'course-edit', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/curso/${createdCourseId}`);
        await page.getByRole('link', { name: 'Editar Capa' }).click();
        await page.getByRole('heading', { level: 1, name: 'Editar Curso' }).waitFor();
        const title = page.getByLabel('Título', { exact: true });
        expect(await title.inputValue()).toBe('Gestão do Tempo');
        expect(await page.getByLabel('URL da capa').inputValue()).toBe(GOOD_COVER);
        await page.getByRole('img', { name: 'Pré-visualização da capa' }).waitFor();

        await title.fill('');
        await page.getByRole('button', { name: 'Salvar Alterações' }).click();
        await page.getByText(courseMessages.editTitleRequired).waitFor();

        await title.fill('Gestão do Tempo na Prática');
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'nova-capa.png', mimeType: 'image/png', buffer: PNG });
        expect(await page.getByLabel('URL da capa').inputValue()).toBe('');
        await page.getByRole('button', { name: 'Salvar Alterações' }).click();
        await toastText(page, 'Curso atualizado');
        await page.getByRole('heading', { level: 1, name: 'Gestão do Tempo na Prática' }).waitFor();

        const stored = await suite.project.db.doc(`courses/${createdCourseId}`).get();
        const coverUrl = stored.get('coverUrl') as string;
        expect(coverUrl).toContain(encodeURIComponent('courses/'));
        const path = decodeURIComponent(new URL(coverUrl).pathname.split('/o/')[1] ?? '');
        const [exists] = await suite.project.storage!.bucket().file(path).exists();
        expect(exists).toBe(true);
        await page.getByRole('img', { name: 'Capa do curso Gestão do Tempo na Prática' }).waitFor();
      });
    },
  );
});
