// Bad networks and crashes in Chromium against the emulators: a comment and a profile edit made
// offline that reach Firestore once the connection returns, and the pt-BR error screen when a
// route's code fails to download (no test-only code in the app: the chunk request is aborted).
// The offline banner on its own is checked in
// web/src/components/feedback/error-and-offline.test.tsx.
import { chunkLoadFailure, OFFLINE_FIRESTORE } from './console-guard';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';

const CLASS_ID = 'semanal-03';
const OFFLINE_COMMENT = 'Escrevi este comentário sem internet, no metrô.';
const COMMENT_WAITING = 'Você está offline. Seu comentário será publicado quando a conexão voltar.';
const PROFILE_WAITING =
  'Você está offline. Suas alterações serão enviadas quando a conexão voltar.';

const offlineBanner = (page: Page) => page.getByRole('status', { name: 'Estado da conexão' });

test.describe('offline and error screens (Hosting emulator build)', () => {
  const seeded = useSeededProject('offline-and-errors');

  test.describe('a subscriber', () => {
    signedInAs('subscriber');

    test('keeps a comment typed offline and publishes it when the connection returns', async ({
      page,
      context,
      pageErrors,
      allowConsoleErrors,
    }) => {
      // Offline on purpose: the browser logs the requests that cannot leave (console-guard.ts),
      // and the class page that it could not read where the video stopped.
      allowConsoleErrors(
        ...OFFLINE_FIRESTORE,
        /^console\.error: Falha ao ler a posição do vídeo FirebaseError: Failed to get document because the client is offline\./,
      );
      const db = seeded.project.db;
      const comments = db.collection(`classes/${CLASS_ID}/comments`);
      const slug = (await db.doc(`classes/${CLASS_ID}`).get()).get('slug') as string;
      await page.goto(`/dashboard/aula/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const box = page.getByRole('textbox', { name: 'Comentário' });
      await expect(box).toBeVisible();
      const before = (await comments.get()).size;

      await context.setOffline(true);
      await expect(offlineBanner(page).getByText('Você está offline')).toBeVisible();
      await box.fill(OFFLINE_COMMENT);
      await page.getByRole('button', { name: 'Comentar' }).click();

      // Not stuck, not lost: the form says it waits, and the comment is already in the list.
      await expect(page.getByRole('status').filter({ hasText: COMMENT_WAITING })).toBeVisible();
      const item = page.getByRole('listitem', { name: 'Bruno Assinante' });
      await expect(item.getByText(OFFLINE_COMMENT)).toBeVisible();
      await expect(box).toHaveValue('');
      await expect(page.getByRole('button', { name: 'Comentar' })).toBeEnabled();
      // The server does not have it yet.
      expect((await comments.get()).size).toBe(before);

      await context.setOffline(false);
      await expect
        .poll(async () => (await comments.get()).docs.map((d) => d.get('text') as string), {
          timeout: 30_000,
        })
        .toContain(OFFLINE_COMMENT);
      await toastText(page, 'Comentário adicionado');
      await expect(page.getByText(COMMENT_WAITING)).toHaveCount(0);
      const stored = (await comments.get()).docs.find((d) => d.get('text') === OFFLINE_COMMENT);
      expect(stored?.get('userId')).toBe('demo-assinante');

      // After a reload it comes from the server.
      await page.reload();
      await expect(
        page.getByRole('listitem', { name: 'Bruno Assinante' }).getByText(OFFLINE_COMMENT),
      ).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    // /upsell is a page of the app outside the dashboard (the prerendered public pages load no
    // code that could fail).
    test("sees 'Algo deu errado' when a page's code fails to load outside the dashboard, and 'Tentar novamente' reloads it", async ({
      page,
      allowConsoleErrors,
    }) => {
      const chunk = '**/assets/upsell-page-*.js';
      // The failed download is the test: the browser and the error boundary log it.
      allowConsoleErrors(...chunkLoadFailure('upsell-page'));
      await page.route(chunk, (route) => route.abort());
      await page.goto('/upsell');
      await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
      await expect(
        page.getByText(
          'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await page.unroute(chunk);

      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByText('Oferta por tempo limitado')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toHaveCount(0);
      await expect(page).toHaveURL('/upsell');
    });

    test("sees the error screen inside the dashboard when a page's code fails, with a way back and a retry", async ({
      page,
      pageErrors,
      allowConsoleErrors,
    }) => {
      const chunk = '**/assets/profile-page-*.js';
      // The failed download is the test: the browser and the error boundary log it.
      allowConsoleErrors(...chunkLoadFailure('profile-page'));
      await page.route(chunk, (route) => route.abort());
      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();

      // 'Voltar ao painel' leaves the broken page for the dashboard home.
      await page.getByRole('link', { name: 'Voltar ao painel' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Suas Aulas' })).toBeVisible();

      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
      await page.unroute(chunk);

      // The network is back: the retry loads the page for real.
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      await expect(page).toHaveURL('/dashboard/perfil');
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('a student', () => {
    signedInAs('student');

    // Changes this account's password: nothing after it in this file signs in as the student.
    test('keeps a profile edit made offline, sends it when back online, and asks to retry the password', async ({
      page,
      context,
      pageErrors,
      allowConsoleErrors,
    }) => {
      test.setTimeout(90_000);
      // Offline on purpose: the browser logs the requests that cannot leave (console-guard.ts).
      allowConsoleErrors(...OFFLINE_FIRESTORE);
      const profile = seeded.project.db.doc('profiles/demo-aluno');
      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      const profession = page.getByLabel('Profissão');
      await expect(profession).toBeVisible();

      await context.setOffline(true);
      await expect(offlineBanner(page).getByText('Você está offline')).toBeVisible();
      await profession.fill('Consultora tributária');
      await page.getByLabel('Senha atual').fill('demo1234');
      await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
      await page.getByLabel('Confirmar nova senha').fill('nova-senha-1');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();

      await expect(page.getByRole('status').filter({ hasText: PROFILE_WAITING })).toBeVisible();
      expect(await toastText(page, 'Erro ao atualizar senha')).toContain(
        'A troca de senha precisa de conexão',
      );
      // Nothing typed is lost, and the button is not stuck on 'Salvando...'.
      await expect(profession).toHaveValue('Consultora tributária');
      await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('nova-senha-1');
      await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
      expect((await profile.get()).get('profession')).not.toBe('Consultora tributária');

      await context.setOffline(false);
      await expect
        .poll(async () => (await profile.get()).get('profession') as string, { timeout: 30_000 })
        .toBe('Consultora tributária');
      await toastText(page, 'Perfil atualizado');
      await expect(page.getByText(PROFILE_WAITING)).toHaveCount(0);

      // Online again: the same form, saved again, now changes the password too.
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await toastText(page, 'Senha atualizada');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      await expect(page.getByLabel('Profissão')).toHaveValue('Consultora tributária', {
        timeout: 20_000,
      });
      expect(pageErrors).toEqual([]);
    });
  });
});
