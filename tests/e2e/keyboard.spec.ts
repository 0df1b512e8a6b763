// The keyboard alone (Chromium, against the Hosting emulator build): a member signs in, skips the
// sidebar, collapses it and reads an icon's name, opens a class, marks it complete, comments and
// signs out; an admin creates a weekly class. Every step reaches its control with Tab (or
// Shift+Tab) and acts with Enter, Space, arrows or typing; nothing is clicked.
import { expect, test, toastText, useSeededProject, type Page } from './fixtures';
import type { Locator } from '@playwright/test';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';

/** Presses Tab (or Shift+Tab) until `target` holds the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Opens a select or autocomplete with the keyboard and picks `option` by arrowing to it. */
async function chooseByKeyboard(page: Page, field: Locator, options: string[]) {
  await tabTo(page, field);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (const option of options) {
    const wanted = listbox.getByRole('option', { name: option, exact: true });
    for (let presses = 0; presses < 30; presses += 1) {
      const active = await wanted.evaluate(
        (element) =>
          element === document.activeElement || element.classList.contains('Mui-focusVisible'),
      );
      if (active) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  }
  if (await listbox.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('keyboard only (Hosting emulator build)', () => {
  const seeded = useSeededProject('keyboard');

  test('a member signs in, opens a class, completes it, comments and signs out', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await signInByKeyboard(page, 'aluno@demo.test');

    // The page's first stop offers to skip the sidebar; Enter moves the focus to the page.
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await tabTo(page, skip, { back: true });
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();

    // Collapsed (Ctrl+B), the sidebar shows icons only, and each names itself on keyboard focus
    // until Escape.
    const sidebar = page.getByTestId('dashboard-sidebar');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await tabTo(page, sidebar.getByRole('link', { name: 'Eventos' }), { back: true });
    await expect(page.getByRole('tooltip')).toHaveText('Eventos');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    // The newest weekly class, the first card of 'Aulas Semanais'.
    const newest = (
      await seeded.project.db
        .collection('classes')
        .where('type', '==', 'SEMANAL')
        .orderBy('createdAt', 'desc')
        .limit(1)
        .get()
    ).docs[0]!;
    const title = newest.get('title') as string;
    await tabTo(page, page.getByRole('link', { name: new RegExp(title) }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Concluir Aula' }));
    await page.keyboard.press('Enter');
    await toastText(page, 'Aula concluída');
    const completion = seeded.project.db.doc(`profiles/demo-aluno/completions/${newest.id}`);
    await expect.poll(async () => (await completion.get()).exists).toBe(true);

    await tabTo(page, page.getByRole('textbox', { name: 'Comentário' }));
    await page.keyboard.type('Consegui seguir a aula toda só pelo teclado.');
    await tabTo(page, page.getByRole('button', { name: 'Comentar' }));
    await page.keyboard.press('Enter');
    await toastText(page, 'Comentário adicionado');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Consegui seguir a aula toda só pelo teclado.' }),
    ).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Sair' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('an admin creates a weekly class', async ({ freshPage }) => {
    test.setTimeout(90_000);
    const page = await freshPage();
    await signInByKeyboard(page, 'admin@demo.test');
    await tabTo(page, page.getByRole('link', { name: 'Criar Aula' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const title = 'Aula criada pelo teclado';
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Tema Principal' }), [
      'Vendas',
    ]);
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Temas Relacionados' }), [
      'Negócios',
    ]);
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    };
    await typeInto('Título', title);
    await typeInto('Descrição', 'Uma aula inteira preenchida sem tocar no mouse, campo a campo.');
    await typeInto('URL do vídeo', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await typeInto('Nome do professor', 'Rafael Torres');
    await typeInto('Descrição do professor', 'Diretor comercial há quinze anos.');
    await tabTo(page, page.getByRole('button', { name: 'Criar Aula' }));
    await page.keyboard.press('Enter');
    await toastText(page, 'Aula criada');
    await expect(page).toHaveURL('/dashboard');
    const created = await seeded.project.db.collection('classes').where('title', '==', title).get();
    expect(created.docs.map((doc) => doc.get('mainThemeId'))).toEqual(['vendas']);
  });
});
