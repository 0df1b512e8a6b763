// The insights page in Chromium against the emulators, on the seed's history (summaries built by
// the backfill the seed runs): an admin opens 'Indicadores', reads the active members of the week
// of the seeded openings, follows 'Expirado' to the filtered member console, picks a course in the
// funnel and exports 'Em risco'.
import { readFile } from 'node:fs/promises';
import { COLLECTIONS, saoPauloWeek } from '@app/domain';
import { AI_COURSE_TITLE, FINANCE_COURSE_TITLE } from '../../scripts/seed/demo-content';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';

const DAY = 86_400_000;

const tableOf = (page: Page, title: string) =>
  page.getByRole('region', { name: `Tabela: ${title}` });

test.describe('insights (Hosting emulator build)', () => {
  const seeded = useSeededProject('insights');
  signedInAs('admin');

  test("an admin reads the week, follows 'Expirado', picks a course, exports 'Em risco'", async ({
    page,
  }) => {
    // What the seed's records say, counted here apart from the summaries: members (not admins)
    // who opened a class in the week of 9 days ago (a past week: no live opening lands there).
    const week = saoPauloWeek(new Date(Date.now() - 9 * DAY));
    const views = await seeded.project.db.collectionGroup(COLLECTIONS.recentViews).get();
    const active = new Set(
      views.docs
        .filter((doc) => saoPauloWeek(doc.get('viewedAt').toDate()) === week)
        .map((doc) => doc.ref.parent.parent!.id)
        .filter((uid) => uid !== 'demo-admin'),
    );
    expect(active.size).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Indicadores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Indicadores' })).toBeVisible();
    const weekLabel = `${week.slice(8, 10)}/${week.slice(5, 7)}`;
    const weekRow = tableOf(page, 'Membros ativos por semana').getByRole('row', {
      name: new RegExp(`^${weekLabel} `),
    });
    await expect(weekRow.getByRole('cell').nth(1)).toHaveText(String(active.size));

    // Most watched: the finance course's first class leads the last 30 days (openings tied
    // with the second, more completions).
    await expect(
      tableOf(page, 'Aulas mais assistidas').getByRole('row').nth(1).getByRole('cell').first(),
    ).toHaveText('Diagnóstico financeiro');

    // The funnel: the finance course (first by title) loses two members after its first class.
    await page.getByRole('combobox', { name: 'Curso' }).click();
    await page.getByRole('option', { name: AI_COURSE_TITLE }).click();
    await expect(tableOf(page, 'Funil do curso').getByRole('row')).toHaveCount(5);
    await page.getByRole('combobox', { name: 'Curso' }).click();
    await page.getByRole('option', { name: FINANCE_COURSE_TITLE }).click();
    await expect(
      page.getByText('Maior perda: 2 membros antes de “Reserva de emergência”.'),
    ).toBeVisible();

    // 'Em risco': the student and the partner never opened a class; the CSV has both.
    const atRisk = tableOf(page, 'Em risco');
    await expect(atRisk.getByRole('link', { name: /Carla Aluna/ })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV: Em risco' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('membros-em-risco.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Carla Aluna;aluno@demo.test;Nunca abriu uma aula');
    expect(csv).toContain('Fábio Parceiro;parceiro@demo.test');
    expect(csv).not.toContain('Bruno Assinante');

    // 'Expirado' opens the member console filtered by it.
    await tableOf(page, 'Membros por situação').getByRole('link', { name: 'Expirado' }).click();
    await expect(page).toHaveURL(/\/dashboard\/usuarios\?situacao=expired$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Expirado');
    await expect(page.locator('[data-testid^="user-row-"]')).toHaveCount(1);
    await expect(page.getByTestId('user-row-demo-expirado')).toBeVisible();
  });
});
