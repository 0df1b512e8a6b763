// The weekly list in Chromium against the emulators: newest first, completion marks, real links,
// paging 24 at a time, the main-theme filter, and the search over the catalogue index (weekly
// classes and insights, never course classes). The subscriber signs in once for the file.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { classFixture } from '../support/class-fixture';
import { appBaseUrl } from '../support/emulator-hosts';
import {
  seedCleanProject,
  signInRole,
  step,
  type RoleSession,
  type SeededProject,
} from './content-support';

const EXTRA_WEEKLY = 30;

const cards = (page: Page) => page.locator('main a[href^="/dashboard/aula/"]');

describe('weekly classes list (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;
  let subscriber: RoleSession;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    project = await seedCleanProject('weekly-classes');
    subscriber = await signInRole('assinante@demo.test');
  }, 120_000);
  afterAll(async () => {
    await subscriber?.close();
    await project?.close();
  });

  it(
    'lists the weekly classes newest first as links, with completion marks',
    { timeout: 60_000 },
    async () => {
      await step(subscriber, 'weekly-list', async (page) => {
        await page.goto(`${baseUrl}/dashboard/aulas-semanais`);
        await page.getByRole('heading', { level: 1, name: 'Todas as Aulas Semanais' }).waitFor();
        await cards(page).first().waitFor();
        expect(await cards(page).count()).toBe(12);
        const first = cards(page).first();
        expect(await first.textContent()).toContain('Aula 12');
        const semanal12 = (await project.db.doc('classes/semanal-12').get()).get('slug') as string;
        expect(await first.getAttribute('href')).toBe(`/dashboard/aula/${semanal12}`);
        // Only weekly classes here; insights and course classes are elsewhere.
        expect(await page.getByText('Três erros ao precificar').count()).toBe(0);
        // The seeded completion of semanal-01 shows as a check mark on its card, only there.
        const marks = page.getByRole('img', { name: 'Aula concluída' });
        await marks.first().waitFor();
        expect(await marks.count()).toBe(1);
        const lastCard = page.getByRole('listitem').filter({ hasText: 'Aula 1' }).last();
        expect(await lastCard.getByRole('img', { name: 'Aula concluída' }).count()).toBe(1);
        // No 'Carregar mais' when everything fits in one page.
        expect(await page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
      });
    },
  );

  it('narrows the list by main theme', { timeout: 60_000 }, async () => {
    await step(subscriber, 'weekly-theme', async (page) => {
      const expected = await project.db
        .collection('classes')
        .where('type', '==', 'SEMANAL')
        .where('mainThemeId', '==', 'marketing')
        .get();
      await page.goto(`${baseUrl}/dashboard/aulas-semanais`);
      await cards(page).first().waitFor();
      await page.getByRole('combobox', { name: 'Tema Principal' }).click();
      await page.getByRole('option', { name: 'Marketing' }).click();
      await page.waitForURL(/tema=marketing/);
      await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(expected.size);
      for (const doc of expected.docs) {
        await page.getByText(doc.get('title') as string).waitFor();
      }
    });
  });

  it(
    'searches titles across the catalogue, ignoring case and accents',
    { timeout: 60_000 },
    async () => {
      await step(subscriber, 'weekly-search', async (page) => {
        await page.goto(`${baseUrl}/dashboard/aulas-semanais`);
        await cards(page).first().waitFor();
        const search = page.getByRole('searchbox', { name: 'Buscar aulas' });

        // A weekly class and an insight, typed without accents and in capitals.
        await search.fill('PRECIFIC');
        await page.getByText('2 aulas encontradas').waitFor();
        await page.getByText('Precificação estratégica de serviços').waitFor();
        await page.getByText('Três erros ao precificar').waitFor();
        expect(page.url()).toContain('q=PRECIFIC');

        await search.fill('organizacao financeira');
        await page.getByText('1 aula encontrada').waitFor();
        await page.getByText('Organização financeira para profissionais').waitFor();

        // A course class's title finds nothing: the index holds no course classes.
        await search.fill('reserva de emergencia');
        await page.getByText('Nenhuma aula encontrada para "reserva de emergencia"').waitFor();
        expect(await cards(page).count()).toBe(0);

        // The search survives a reload (it lives in the address).
        await search.fill('hábito');
        await page.getByText('O hábito que muda sua semana').waitFor();
        await page.reload();
        await page.getByText('O hábito que muda sua semana').waitFor();
        expect(await page.getByRole('searchbox', { name: 'Buscar aulas' }).inputValue()).toBe(
          'hábito',
        );
      });
    },
  );

  it(
    "pages 24 at a time with 'Carregar mais', and finds a new class",
    { timeout: 90_000 },
    async () => {
      await step(subscriber, 'weekly-paging', async (page) => {
        const batch = project.db.batch();
        const now = Date.now();
        for (let i = 0; i < EXTRA_WEEKLY; i++) {
          const number = 13 + i;
          const createdAt = Timestamp.fromMillis(now - (EXTRA_WEEKLY - i) * 60_000);
          batch.set(
            project.db.doc(`classes/extra-${number}`),
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
        await rebuildCatalog(project.db);

        await page.goto(`${baseUrl}/dashboard/aulas-semanais`);
        await cards(page).first().waitFor();
        expect(await cards(page).count()).toBe(24);
        expect(await cards(page).first().textContent()).toContain('Aula 42');
        // A real click would first scroll the button into view, where the infinite-scroll
        // sentinel starts the same load and the button re-renders under the pointer; the
        // dispatched click tests the button's own handler without that race.
        await page.getByRole('button', { name: 'Carregar mais' }).dispatchEvent('click');
        await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(12 + EXTRA_WEEKLY);
        expect(await cards(page).last().textContent()).toContain('Aula 1');
        await page.getByRole('button', { name: 'Carregar mais' }).waitFor({ state: 'detached' });

        await page.getByRole('searchbox', { name: 'Buscar aulas' }).fill('paginacao 37');
        await page.getByText('1 aula encontrada').waitFor();
        await page.getByText('Aula extra de paginação 37').waitFor();
      });
    },
  );
});
