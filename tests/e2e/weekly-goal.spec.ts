// 'Meta da semana' in Chromium against the emulators: the subscriber (seeded with 3 classes a
// week and a streak behind them) picks a goal of 2 on the dashboard, completes two classes on
// their pages, and finds 'Meta da semana cumprida!' in the bell and the streak one week longer,
// all from the triggers. With SAVE_SCREENSHOTS=1 the card with its history is saved as
// docs/images/meta-da-semana.png.
import { COLLECTIONS, WEEKLY_GOAL_DOC_ID } from '@app/domain';
import { DEMO_UIDS } from '../../scripts/seed/demo-users';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';

const SUBSCRIBER = DEMO_UIDS.subscriber;
const card = (page: Page) => page.getByRole('region', { name: 'Meta da semana' });
const streakOf = async (page: Page) =>
  Number(
    /(\d+)/.exec((await card(page).getByTestId('weekly-goal-streak').textContent()) ?? '')?.[1],
  );

test.describe('weekly goal (Hosting emulator build)', () => {
  const seeded = useSeededProject('weekly-goal');
  signedInAs('subscriber');

  test('a goal of 2, two classes completed: the bell says so and the streak moves', async ({
    page,
  }) => {
    const db = seeded.project.db;
    const goalDoc = db.doc(
      `${COLLECTIONS.profiles}/${SUBSCRIBER}/${COLLECTIONS.weeklyGoal}/${WEEKLY_GOAL_DOC_ID}`,
    );
    await page.goto('/dashboard');
    await expect(card(page).getByText('0 de 3 aulas nesta semana')).toBeVisible();
    const streakBefore = await streakOf(page);
    expect(streakBefore).toBeGreaterThan(0);
    // The history: 12 closed weeks, each mark named for screen readers.
    await expect(card(page).getByRole('listitem')).toHaveCount(12);
    await expect(
      card(page)
        .getByText(/^Semana de \d\d\/\d\d: Semana perdoada/)
        .first(),
    ).toBeAttached();

    await card(page).getByRole('button', { name: '2 aulas por semana' }).click();
    await toastText(page, 'Meta da semana salva');
    await expect(card(page).getByText('0 de 2 aulas nesta semana')).toBeVisible();
    await expect.poll(async () => (await goalDoc.get()).get('goal')).toBe(2);

    for (const classId of ['semanal-03', 'semanal-04']) {
      const slug = (await db.doc(`classes/${classId}`).get()).get('slug') as string;
      await page.goto(`/dashboard/aula/${slug}`);
      await page.getByRole('button', { name: 'Concluir Aula' }).click();
      await toastText(page, 'Aula concluída');
    }
    // The trigger counts each class once, in this week.
    await expect
      .poll(async () => ((await goalDoc.get()).get('classIds') as string[]).length, {
        timeout: 30_000,
      })
      .toBe(2);

    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await bell.click();
    await expect(page.getByRole('dialog').getByText('Meta da semana cumprida!')).toBeVisible({
      timeout: 30_000,
    });
    await page.keyboard.press('Escape');

    await expect(card(page).getByText('2 de 2 aulas nesta semana')).toBeVisible();
    await expect(card(page).getByText('Meta da semana cumprida!')).toBeVisible();
    await expect(card(page).getByTestId('weekly-goal-streak')).toHaveText(
      `Sequência de ${streakBefore + 1} semanas`,
    );
    if (process.env.SAVE_SCREENSHOTS === '1') {
      await card(page).screenshot({
        path: new URL('../../docs/images/meta-da-semana.png', import.meta.url).pathname,
      });
    }
  });
});
