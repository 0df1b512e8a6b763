// Watching a class in Chromium against the emulators, with a local fake of Vimeo's player (the
// machine cannot reach Vimeo): a page served at the player's address that speaks its postMessage
// protocol and plays when the test says. The subscriber plays a course class to 40%, leaves,
// sees the dashboard's card with the bar, comes back to 'Continuar de 04:00', plays past 90% and
// the class is complete without pressing the button; the course's progress moves. Between screens
// the member uses the app's menu, cards and 'Voltar', except to open the class directly.
import { AI_COURSE_TITLE } from '../../scripts/seed/demo-content';
import { expectAccessible } from './accessibility';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';
import { classBackButton, openCourseFromDashboard, openFromMenu } from './journey-helpers';

const CLASS_ID = 'curso-ia-aula-1';
const COURSE_ID = 'curso-ia';
const DURATION = 600;

/** The fake player: Vimeo's messages, driven by window.fake.play(from, to) from the test. */
const FAKE_PLAYER = `<!doctype html><html><body><script>
  const listening = new Set();
  let position = 0;
  const tell = (message) => parent.postMessage(JSON.stringify(message), '*');
  const emit = (event) => {
    if (listening.has(event)) tell({ event, data: { seconds: position, duration: ${DURATION}, percent: position / ${DURATION} } });
  };
  addEventListener('message', (e) => {
    const m = JSON.parse(e.data);
    if (m.method === 'ping') tell({ event: 'ready' });
    if (m.method === 'addEventListener') listening.add(m.value);
    if (m.method === 'getDuration') tell({ method: 'getDuration', value: ${DURATION} });
    if (m.method === 'setCurrentTime') { position = m.value; emit('seeked'); }
  });
  window.fake = {
    position: () => position,
    play(to) {
      emit('play');
      // A report every half second of video, as at 2x speed.
      while (position < to) { position = Math.min(to, position + 0.5); emit('timeupdate'); }
      emit('pause');
    },
  };
  tell({ event: 'ready' });
</script></body></html>`;

test.describe('watching a class (Hosting emulator build, fake Vimeo player)', () => {
  const seeded = useSeededProject('watching');
  signedInAs('subscriber');

  test.beforeEach(async ({ context }) => {
    await context.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: FAKE_PLAYER }),
    );
  });

  const player = (page: Page) =>
    page.frameLocator('iframe[title^="Vídeo da aula"]').locator('body');
  const playTo = async (page: Page, seconds: number) =>
    player(page).evaluate(
      (_, to) => (window as unknown as { fake: { play: (t: number) => void } }).fake.play(to),
      seconds,
    );

  /** The fake player was sent to `seconds`, and the page no longer offers to resume. */
  const expectResumedAt = async (page: Page, seconds: number) => {
    await expect
      .poll(() =>
        player(page).evaluate(() =>
          (window as unknown as { fake: { position: () => number } }).fake.position(),
        ),
      )
      .toBe(seconds);
    await expect(page.getByRole('button', { name: /^Continuar de / })).toHaveCount(0);
  };

  test('resumes where the member stopped and completes the class by watching', async ({ page }) => {
    const db = seeded.project.db;
    await db.doc(`classes/${CLASS_ID}`).update({ videoUrl: '76979871' });
    const slug = (await db.doc(`classes/${CLASS_ID}`).get()).get('slug') as string;
    const saved = db.doc(`profiles/demo-assinante/watchPositions/${CLASS_ID}`);

    await page.goto(`/dashboard/aula/${slug}`);
    await expect(page.locator('iframe[title^="Vídeo da aula"]')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
    await expect(page.getByRole('button', { name: 'Concluir Aula' })).toBeVisible();
    await playTo(page, 240);
    // The pause saved where the member is.
    await expect
      .poll(async () => (await saved.get()).data())
      .toMatchObject({ position: 240, duration: DURATION, watchedSeconds: 240 });

    // The dashboard's 'Continue de onde parou' shows the class with how far it went.
    await openFromMenu(page, 'Dashboard');
    const card = page.getByRole('region', { name: 'Continue de onde parou' });
    await expect(card.getByRole('progressbar', { name: '40% assistido' })).toBeVisible();
    await expectAccessible(page, 'dashboard with a class started');
    // The course's class list shows the bar too.
    await openCourseFromDashboard(page, AI_COURSE_TITLE);
    await expect(
      page.getByRole('list', { name: 'Aulas' }).getByRole('progressbar', { name: '40% assistido' }),
    ).toBeVisible();
    await expectAccessible(page, 'course page with a class started');
    await openFromMenu(page, 'Dashboard');
    // The card continues at that second: the player is sent there without a question.
    await card.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/aula/${slug}\\?continuar=1$`));
    await expectResumedAt(page, 240);

    // Opened directly, the page asks.
    await page.goto(`/dashboard/aula/${slug}`);
    await page.getByRole('button', { name: 'Continuar de 04:00' }).click();
    await expectResumedAt(page, 240);

    // 240 s before, 300 s now: 540 s played, 90% of 600.
    await playTo(page, 540);
    await expect(page.getByRole('button', { name: 'Aula concluída' })).toBeVisible();
    await expect(
      page.getByText('Aula concluída: você assistiu a quase toda a aula.'),
    ).toBeVisible();
    expect(
      (await db.doc(`profiles/demo-assinante/completions/${CLASS_ID}`).get()).get('courseId'),
    ).toBe(COURSE_ID);

    // Opened directly, the class's 'Voltar' leads to its course, which counts it.
    await classBackButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/curso/${COURSE_ID}$`));
    await expect(page.getByText('25% concluído')).toBeVisible();
  });
});
