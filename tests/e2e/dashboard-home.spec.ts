// The dashboard home in Chromium against the emulators: every section in order for the
// subscriber, the course lock and subscriber dialog for a non-subscriber, a live class that
// starts and ends while the page stays open, and the admin's heading.
import { saoPauloToday } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { FINANCE_COURSE_TITLE } from '../../scripts/seed/demo-content';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';
import { GOOD_LAYOUT_SHIFT, recordLayoutShifts } from './journey-helpers';

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test.describe('dashboard home (Hosting emulator build)', () => {
  const seeded = useSeededProject('dashboard-home');

  test.describe('a subscriber', () => {
    signedInAs('subscriber');

    test('sees every section, in order, as real links', async ({ page }) => {
      const db = seeded.project.db;
      const layoutShift = await recordLayoutShifts(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Suas Aulas' })).toBeVisible();
      for (const heading of ['Ao Vivo Agora', 'Aulas Semanais', 'Insights', 'Cursos']) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByText('Continue de onde parou')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Próximos Eventos' })).toBeVisible();
      await expect(page.locator('main h1, main h2, main #continue-watching')).toHaveText([
        'Suas Aulas',
        'Continue de onde parou',
        'Próximos Eventos',
        'Ao Vivo Agora',
        'Meta da semana',
        'Aulas Semanais',
        'Insights',
        'Cursos',
      ]);
      // The sections arrived top to bottom: none pushed down the ones already on screen.
      expect(await layoutShift()).toBeLessThan(GOOD_LAYOUT_SHIFT);

      // Continue: the seeded recent view of semanal-02 (opened, not completed).
      const semanal02 = (await db.doc('classes/semanal-02').get()).get('slug') as string;
      await expect(page.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
        'href',
        // The class page then resumes the video where the member stopped.
        `/dashboard/aula/${semanal02}?continuar=1`,
      );

      // Events: at most three from today on, soonest first, linking to the agenda.
      const today = saoPauloToday(new Date());
      const upcoming = await db
        .collection('events')
        .where('date', '>=', today)
        .orderBy('date')
        .orderBy('startTime')
        .get();
      const events = section(page, 'Próximos Eventos');
      const items = events.getByRole('listitem');
      await expect(items).toHaveCount(Math.min(3, upcoming.size));
      await expect(items.first()).toContainText(upcoming.docs[0]!.get('title') as string);
      await expect(items.first()).toContainText('Hoje');
      const agenda = events.getByRole('link', {
        name: upcoming.size > 3 ? 'Ver agenda completa' : 'Ver todos',
      });
      await expect(agenda).toHaveAttribute('href', '/dashboard/eventos');

      // Live now: the seeded class, 'Entrar na aula' (the room opens through joinLiveClass:
      // tests/e2e/live-class-cycle.spec.ts) and its title leading to its page.
      const live = section(page, 'Ao Vivo Agora');
      await expect(live.getByText('Aula ao vivo: tire suas dúvidas de vendas')).toBeVisible();
      await expect(live.getByText('Aula ao vivo: planejamento tributário')).toHaveCount(0);
      await expect(live.getByRole('button', { name: /^Entrar na aula/ })).toBeEnabled();
      await expect(
        live.getByRole('link', { name: 'Aula ao vivo: tire suas dúvidas de vendas' }),
      ).toHaveAttribute('href', '/dashboard/ao-vivo/ao-vivo-agora');

      // Weekly classes: newest number first, 'Ver Todos' to the list.
      const weekly = section(page, 'Aulas Semanais');
      await expect(weekly.locator('a[href^="/dashboard/aula/"]').first()).toContainText('Aula 12');
      await expect(weekly.getByRole('link', { name: 'Ver Todos' })).toHaveAttribute(
        'href',
        '/dashboard/aulas-semanais',
      );

      // Insights, newest first.
      await expect(
        section(page, 'Insights').locator('a[href^="/dashboard/aula/"]').first(),
      ).toContainText('Quando dizer não a um cliente');

      // Courses: links into each course for a subscriber, no lock.
      const courses = section(page, 'Cursos');
      const courseLinks = courses.locator('a[href^="/dashboard/curso/"]');
      await expect(courseLinks).toHaveCount(2);
      expect(
        await courseLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/dashboard/curso/curso-ia', '/dashboard/curso/curso-financas']);
      await expect(courses.getByText('Exclusivo')).toHaveCount(0);
    });
  });

  test.describe('a student without a subscription', () => {
    signedInAs('student');

    test('finds the courses locked behind the subscriber dialog', async ({ page }) => {
      await page.goto('/dashboard');
      const courses = section(page, 'Cursos');
      const card = courses.getByRole('button').filter({ hasText: FINANCE_COURSE_TITLE });
      await expect(card).toBeVisible();
      await expect(courses.locator('a[href^="/dashboard/curso/"]')).toHaveCount(0);
      await expect(card.getByText('Exclusivo')).toBeVisible();
      await card.hover();
      await expect(card.getByText('Tornar Assinante')).toBeVisible();
      await card.click();
      const dialog = page.getByRole('dialog', { name: 'Exclusivo para assinantes' });
      await dialog.getByRole('button', { name: 'Entendi' }).click();
      await expect(dialog).toHaveCount(0);
      // The student has no recent class: no 'Continue de onde parou'.
      await expect(page.getByText('Continue de onde parou')).toHaveCount(0);
    });

    test('sees a live class when it starts and no more when it ends, without a reload', async ({
      page,
    }) => {
      // The class starts in a minute; the page's clock runs as usual but is moved forward, so the
      // journey does not sit through it: the app's own timers decide when the card comes and goes.
      const start = Date.now() + 60_000;
      await seeded.project.db.doc('liveClasses/relampago').set({
        title: 'Aula relâmpago de teste',
        description: null,
        coverUrl: null,
        startsAt: Timestamp.fromMillis(start),
        endsAt: Timestamp.fromMillis(start + 60_000),
        createdBy: 'demo-admin',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      await page.clock.install();
      await page.goto('/dashboard');
      // The seeded class that is live now is on screen: the listing holds the new class too, and
      // does not show it before it starts.
      await expect(page.getByRole('heading', { level: 2, name: 'Ao Vivo Agora' })).toBeVisible();
      const card = page.getByRole('listitem', { name: 'Aula relâmpago de teste' });
      await expect(card).toHaveCount(0);
      await page.clock.fastForward(60_000);
      await expect(card).toBeVisible();
      expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(start);
      await page.clock.fastForward(60_000);
      await expect(card).toHaveCount(0);
    });
  });

  test.describe('an admin', () => {
    signedInAs('admin');

    test('is greeted with the admin heading and the same sections', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dashboard do Administrador' }),
      ).toBeVisible();
      await expect(page.getByText('Gerencie aulas e alunos')).toBeVisible();
      await expect(
        section(page, 'Cursos').locator('a[href^="/dashboard/curso/"]').first(),
      ).toBeVisible();
    });
  });
});
