// Bad networks and crashes in Chromium against the emulators: a comment and a profile edit made
// offline that reach Firestore once the connection returns, and the pt-BR error screen when a
// route's code fails to download (no test-only code in the app: the chunk request is aborted).
// The offline banner on its own is checked in
// web/src/components/feedback/error-and-offline.test.tsx.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { step, toastText, useContentSuite } from './content-support';

const CLASS_ID = 'semanal-03';
const OFFLINE_COMMENT = 'Escrevi este comentário sem internet, no metrô.';

const offlineBanner = (page: Page) => page.getByRole('status', { name: 'Estado da conexão' });

describe('offline and error screens (Hosting emulator build)', () => {
  const suite = useContentSuite('offline-and-errors', {
    subscriber: 'assinante@demo.test',
    student: 'aluno@demo.test',
  });
  // Runs before the suite's own afterAll closes the sessions.
  afterAll(async () => {
    // Never leave a browser offline, whatever failed.
    await Promise.all(suite.sessions.map((session) => session.browser.context.setOffline(false)));
  });

  it(
    'keeps a comment typed offline and publishes it when the connection returns',
    { timeout: 90_000 },
    async () => {
      await step(suite.roles.subscriber, 'offline-comment', async (page) => {
        const { context } = suite.roles.subscriber.browser;
        const comments = suite.project.db.collection(`classes/${CLASS_ID}/comments`);
        const slug = (await suite.project.db.doc(`classes/${CLASS_ID}`).get()).get(
          'slug',
        ) as string;
        await page.goto(`${suite.baseUrl}/dashboard/aula/${slug}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const box = page.getByRole('textbox', { name: 'Comentário' });
        await box.waitFor();
        const before = (await comments.get()).size;

        await context.setOffline(true);
        await offlineBanner(page).getByText('Você está offline').waitFor();
        await box.fill(OFFLINE_COMMENT);
        await page.getByRole('button', { name: 'Comentar' }).click();

        // Not stuck, not lost: the form says it waits, and the comment is already in the list.
        await page
          .getByRole('status')
          .filter({
            hasText: 'Você está offline. Seu comentário será publicado quando a conexão voltar.',
          })
          .waitFor();
        const item = page.getByRole('listitem', { name: 'Bruno Assinante' });
        await item.getByText(OFFLINE_COMMENT).waitFor();
        expect(await box.inputValue()).toBe('');
        expect(await page.getByRole('button', { name: 'Comentar' }).isEnabled()).toBe(true);
        // The server does not have it yet.
        expect((await comments.get()).size).toBe(before);

        await context.setOffline(false);
        await expect
          .poll(async () => (await comments.get()).docs.map((d) => d.get('text') as string), {
            timeout: 30_000,
            interval: 100,
          })
          .toContain(OFFLINE_COMMENT);
        await toastText(page, 'Comentário adicionado');
        await page
          .getByText('Você está offline. Seu comentário será publicado quando a conexão voltar.')
          .waitFor({ state: 'detached' });
        const stored = (await comments.get()).docs.find((d) => d.get('text') === OFFLINE_COMMENT);
        expect(stored?.get('userId')).toBe('demo-assinante');

        // After a reload it comes from the server.
        await page.reload();
        await page
          .getByRole('listitem', { name: 'Bruno Assinante' })
          .getByText(OFFLINE_COMMENT)
          .waitFor();
        expect(suite.roles.subscriber.errors).toEqual([]);
      });
    },
  );

  it(
    'keeps a profile edit made offline, sends it when back online, and asks to retry the password',
    { timeout: 120_000 },
    async () => {
      await step(suite.roles.student, 'offline-profile', async (page) => {
        const { context } = suite.roles.student.browser;
        const profile = suite.project.db.doc('profiles/demo-aluno');
        await page.goto(`${suite.baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        const profession = page.getByLabel('Profissão');
        await profession.waitFor();

        await context.setOffline(true);
        await offlineBanner(page).getByText('Você está offline').waitFor();
        await profession.fill('Consultora tributária');
        await page.getByLabel('Senha atual').fill('demo1234');
        await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
        await page.getByLabel('Confirmar nova senha').fill('nova-senha-1');
        await page.getByRole('button', { name: 'Salvar alterações' }).click();

        await page
          .getByRole('status')
          .filter({
            hasText: 'Você está offline. Suas alterações serão enviadas quando a conexão voltar.',
          })
          .waitFor();
        expect(await toastText(page, 'Erro ao atualizar senha')).toContain(
          'A troca de senha precisa de conexão',
        );
        // Nothing typed is lost, and the button is not stuck on 'Salvando...'.
        expect(await profession.inputValue()).toBe('Consultora tributária');
        expect(await page.getByLabel('Nova senha', { exact: true }).inputValue()).toBe(
          'nova-senha-1',
        );
        await page.getByRole('button', { name: 'Salvar alterações' }).waitFor();
        expect((await profile.get()).get('profession')).not.toBe('Consultora tributária');

        await context.setOffline(false);
        await expect
          .poll(async () => (await profile.get()).get('profession') as string, {
            timeout: 30_000,
            interval: 100,
          })
          .toBe('Consultora tributária');
        await toastText(page, 'Perfil atualizado');
        await page
          .getByText('Você está offline. Suas alterações serão enviadas quando a conexão voltar.')
          .waitFor({ state: 'detached' });

        // Online again: the same form, saved again, now changes the password too.
        await page.getByRole('button', { name: 'Salvar alterações' }).click();
        await toastText(page, 'Senha atualizada');

        await page.reload();
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        await expect
          .poll(() => page.getByLabel('Profissão').inputValue(), { timeout: 20_000 })
          .toBe('Consultora tributária');
        expect(suite.roles.student.errors).toEqual([]);
      });
    },
  );

  it(
    "shows 'Algo deu errado' when a public page's code fails to load, and 'Tentar novamente' reloads it",
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'error-public-chunk', async (page) => {
        const chunk = '**/assets/about-page-*.js';
        await page.route(chunk, (route) => route.abort());
        try {
          await page.goto(`${suite.baseUrl}/sobre`);
          await page.getByRole('heading', { name: 'Algo deu errado' }).waitFor();
          await page
            .getByText(
              'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
            )
            .waitFor();
          expect(
            await page.getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href'),
          ).toBe('/dashboard');
        } finally {
          await page.unroute(chunk);
        }
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await page.getByRole('heading', { level: 1, name: 'Sobre a Escola Estratégica' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Algo deu errado' }).count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe('/sobre');
      });
    },
  );

  it(
    "shows the error screen inside the dashboard when a page's code fails, with a way back and a retry",
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'error-dashboard-chunk', async (page) => {
        const chunk = '**/assets/profile-page-*.js';
        await page.route(chunk, (route) => route.abort());
        try {
          await page.goto(`${suite.baseUrl}/dashboard/perfil`);
          await page.getByRole('heading', { name: 'Algo deu errado' }).waitFor();

          // 'Voltar ao painel' leaves the broken page for the dashboard home.
          await page.getByRole('link', { name: 'Voltar ao painel' }).click();
          await page.waitForURL((url) => url.pathname === '/dashboard');
          await page.getByRole('heading', { level: 1, name: 'Suas Aulas' }).waitFor();

          await page.goto(`${suite.baseUrl}/dashboard/perfil`);
          await page.getByRole('heading', { name: 'Algo deu errado' }).waitFor();
        } finally {
          await page.unroute(chunk);
        }
        // The network is back: the retry loads the page for real.
        await page.getByRole('button', { name: 'Tentar novamente' }).click();
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/dashboard/perfil');
        expect(suite.roles.subscriber.errors).toEqual([]);
      });
    },
  );
});
