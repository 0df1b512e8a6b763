// The weekly list in Chromium against the emulators: newest first, completion marks, real links,
// paging 24 at a time, the main-theme filter, and the search over the catalogue index (weekly
// classes and insights, never course classes).
import { Timestamp } from 'firebase-admin/firestore';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { classFixture } from '../support/class-fixture';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';

const EXTRA_WEEKLY = 30;

const cards = (page: Page) => page.locator('main a[href^="/dashboard/aula/"]');

test.describe('weekly classes list (Hosting emulator build)', () => {
  const seeded = useSeededProject('weekly-classes');
  signedInAs('subscriber');

  test('lists the weekly classes newest first as links, with completion marks', async ({
    page,
  }) => {
    await page.goto('/dashboard/aulas-semanais');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Todas as Aulas Semanais' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first).toContainText('Aula 12');
    const semanal12 = (await seeded.project.db.doc('classes/semanal-12').get()).get(
      'slug',
    ) as string;
    await expect(first).toHaveAttribute('href', `/dashboard/aula/${semanal12}`);
    // Only weekly classes here; insights and course classes are elsewhere.
    await expect(page.getByText('Três erros ao precificar')).toHaveCount(0);
    // The seeded completion of semanal-01 shows as a check mark on its card, only there.
    await expect(page.getByRole('img', { name: 'Aula concluída' })).toHaveCount(1);
    const lastCard = page.getByRole('listitem').filter({ hasText: 'Aula 1' }).last();
    await expect(lastCard.getByRole('img', { name: 'Aula concluída' })).toHaveCount(1);
    // No 'Carregar mais' when everything fits in one page.
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test('narrows the list by main theme', async ({ page }) => {
    const expected = await seeded.project.db
      .collection('classes')
      .where('type', '==', 'SEMANAL')
      .where('mainThemeId', '==', 'marketing')
      .get();
    await page.goto('/dashboard/aulas-semanais');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('combobox', { name: 'Tema Principal' }).click();
    await page.getByRole('option', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/tema=marketing/);
    await expect(cards(page)).toHaveCount(expected.size);
    for (const doc of expected.docs) {
      await expect(page.getByText(doc.get('title') as string)).toBeVisible();
    }
  });

  test('searches titles across the catalogue, ignoring case and accents', async ({ page }) => {
    await page.goto('/dashboard/aulas-semanais');
    await expect(cards(page)).toHaveCount(12);
    const search = page.getByRole('searchbox', { name: 'Buscar aulas' });

    // A weekly class and an insight, typed without accents and in capitals.
    await search.fill('PRECIFIC');
    await expect(page.getByText('2 aulas encontradas')).toBeVisible();
    await expect(page.getByText('Precificação estratégica de serviços')).toBeVisible();
    await expect(page.getByText('Três erros ao precificar')).toBeVisible();
    await expect(page).toHaveURL(/q=PRECIFIC/);

    await search.fill('organizacao financeira');
    await expect(page.getByText('1 aula encontrada')).toBeVisible();
    await expect(page.getByText('Organização financeira para profissionais')).toBeVisible();

    // A course class's title finds nothing: the index holds no course classes.
    await search.fill('reserva de emergencia');
    await expect(
      page.getByText('Nenhuma aula encontrada para "reserva de emergencia"'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // The search survives a reload (it lives in the address).
    await search.fill('hábito');
    await expect(page.getByText('O hábito que muda sua semana')).toBeVisible();
    await expect(page).toHaveURL(/q=h%C3%A1bito/);
    await page.reload();
    await expect(page.getByText('O hábito que muda sua semana')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar aulas' })).toHaveValue('hábito');
  });

  test("pages 24 at a time with 'Carregar mais', and finds a new class", async ({ page }) => {
    const db = seeded.project.db;
    const batch = db.batch();
    const now = Date.now();
    for (let i = 0; i < EXTRA_WEEKLY; i++) {
      const number = 13 + i;
      const createdAt = Timestamp.fromMillis(now - (EXTRA_WEEKLY - i) * 60_000);
      batch.set(
        db.doc(`classes/extra-${number}`),
        classFixture('SEMANAL', `Aula extra de paginação ${number}`, {
          slug: `aula-extra-de-paginacao-${number}`,
          classNumber: number,
          mainThemeId: 'vendas',
          mainThemeName: 'Vendas',
          themeIds: ['vendas'],
          createdAt,
        }),
      );
    }
    await batch.commit();
    // The trigger keeps the index; rebuilding makes the test independent of its timing.
    await rebuildCatalog(db);

    await page.goto('/dashboard/aulas-semanais');
    await expect(cards(page)).toHaveCount(24);
    await expect(cards(page).first()).toContainText('Aula 42');
    // A real click would first scroll the button into view, where the infinite-scroll sentinel
    // starts the same load and the button re-renders under the pointer; the dispatched click
    // tests the button's own handler without that race.
    await page.getByRole('button', { name: 'Carregar mais' }).dispatchEvent('click');
    await expect(cards(page)).toHaveCount(12 + EXTRA_WEEKLY, { timeout: 20_000 });
    await expect(cards(page).last()).toContainText('Aula 1');
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Buscar aulas' }).fill('paginacao 37');
    await expect(page.getByText('1 aula encontrada')).toBeVisible();
    await expect(page.getByText('Aula extra de paginação 37')).toBeVisible();
  });
});
