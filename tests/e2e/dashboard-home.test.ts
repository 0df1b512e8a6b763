// The dashboard home in Chromium against the emulators: every section in order for the
// subscriber, the course lock and subscriber dialog for a non-subscriber, a live class that
// starts and ends while the page stays open, and the admin's heading. Each role signs in once.
import { saoPauloToday } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBaseUrl } from '../support/emulator-hosts';
import {
  seedCleanProject,
  signInRole,
  step,
  type RoleSession,
  type SeededProject,
} from './content-support';

const section = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

describe('dashboard home (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;
  let subscriber: RoleSession;
  let student: RoleSession;
  let admin: RoleSession;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    project = await seedCleanProject('dashboard-home');
    [subscriber, student, admin] = await Promise.all([
      signInRole('assinante@demo.test'),
      signInRole('aluno@demo.test'),
      signInRole('admin@demo.test'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([subscriber?.close(), student?.close(), admin?.close()]);
    await project?.close();
  });

  it(
    'shows the subscriber every section, in order, as real links',
    { timeout: 60_000 },
    async () => {
      await step(subscriber, 'home-subscriber', async (page) => {
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByRole('heading', { level: 1, name: 'Suas Aulas' }).waitFor();
        for (const heading of ['Ao Vivo Agora', 'Aulas Semanais', 'Insights', 'Cursos']) {
          await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
        }
        await page.getByText('Continue de onde parou').waitFor();
        await page.getByRole('heading', { level: 2, name: 'Próximos Eventos' }).waitFor();
        const order = await page
          .locator('main h1, main h2, main #continue-watching')
          .allTextContents();
        expect(order).toEqual([
          'Suas Aulas',
          'Continue de onde parou',
          'Próximos Eventos',
          'Ao Vivo Agora',
          'Aulas Semanais',
          'Insights',
          'Cursos',
        ]);

        // Continue: the seeded recent view of semanal-02 (opened, not completed).
        const semanal02 = (await project.db.doc('classes/semanal-02').get()).get('slug') as string;
        expect(await page.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
          `/dashboard/aula/${semanal02}`,
        );

        // Events: at most three from today on, soonest first, linking to the agenda.
        const today = saoPauloToday(new Date());
        const upcoming = await project.db
          .collection('events')
          .where('date', '>=', today)
          .orderBy('date')
          .orderBy('startTime')
          .get();
        const events = section(page, 'Próximos Eventos');
        const items = await events.getByRole('listitem').allTextContents();
        expect(items).toHaveLength(Math.min(3, upcoming.size));
        expect(items[0]).toContain(upcoming.docs[0]!.get('title'));
        expect(items[0]).toContain('Hoje');
        const agenda = events.getByRole('link', {
          name: upcoming.size > 3 ? 'Ver agenda completa' : 'Ver todos',
        });
        expect(await agenda.getAttribute('href')).toBe('/dashboard/eventos');

        // Live now: the seeded class, 'Assistir' opens its external link in a new tab.
        const live = section(page, 'Ao Vivo Agora');
        await live.getByText('Aula ao vivo: tire suas dúvidas de vendas').waitFor();
        expect(await live.getByText('Aula ao vivo: planejamento tributário').count()).toBe(0);
        const watch = live.getByRole('link', { name: 'Assistir' });
        expect(await watch.getAttribute('href')).toBe(
          'https://meet.example.com/escola-estrategica',
        );
        expect(await watch.getAttribute('target')).toBe('_blank');

        // Weekly classes: newest number first, 'Ver Todos' to the list.
        const weekly = section(page, 'Aulas Semanais');
        const weeklyCards = weekly.locator('a[href^="/dashboard/aula/"]');
        await weeklyCards.first().waitFor();
        expect(await weeklyCards.first().textContent()).toContain('Aula 12');
        expect(await weekly.getByRole('link', { name: 'Ver Todos' }).getAttribute('href')).toBe(
          '/dashboard/aulas-semanais',
        );

        // Insights, newest first.
        const insights = section(page, 'Insights').locator('a[href^="/dashboard/aula/"]');
        await insights.first().waitFor();
        expect(await insights.first().textContent()).toContain('Quando dizer não a um cliente');

        // Courses: links into each course for a subscriber, no lock.
        const courses = section(page, 'Cursos');
        const courseLinks = courses.locator('a[href^="/dashboard/curso/"]');
        await courseLinks.first().waitFor();
        expect(
          await courseLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ).toEqual(['/dashboard/curso/curso-ia', '/dashboard/curso/curso-financas']);
        expect(await courses.getByText('Exclusivo').count()).toBe(0);
      });
    },
  );

  it(
    'locks courses for a non-subscriber behind the subscriber dialog',
    { timeout: 60_000 },
    async () => {
      await step(student, 'home-student', async (page) => {
        await page.goto(`${baseUrl}/dashboard`);
        const courses = section(page, 'Cursos');
        const card = courses
          .getByRole('button')
          .filter({ hasText: 'Finanças para Profissionais Liberais' });
        await card.waitFor();
        expect(await courses.locator('a[href^="/dashboard/curso/"]').count()).toBe(0);
        await card.getByText('Exclusivo').waitFor();
        await card.hover();
        await card.getByText('Tornar Assinante').waitFor();
        await card.click();
        const dialog = page.getByRole('dialog', { name: 'Exclusivo para assinantes' });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Entendi' }).click();
        await dialog.waitFor({ state: 'detached' });
        // The student has no recent class: no 'Continue de onde parou'.
        expect(await page.getByText('Continue de onde parou').count()).toBe(0);
      });
    },
  );

  it(
    'shows a live class when it starts and hides it when it ends, without a reload',
    { timeout: 60_000 },
    async () => {
      await step(student, 'home-live-clock', async (page) => {
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByRole('heading', { level: 2, name: 'Ao Vivo Agora' }).waitFor();
        const start = Date.now() + 6_000;
        await project.db.doc('liveClasses/relampago').set({
          title: 'Aula relâmpago de teste',
          description: null,
          coverUrl: null,
          externalLink: 'https://meet.example.com/relampago',
          startsAt: Timestamp.fromMillis(start),
          endsAt: Timestamp.fromMillis(start + 6_000),
          createdBy: 'demo-admin',
          createdAt: Timestamp.now(),
          updatedAt: Timestamp.now(),
        });
        const card = page.getByRole('listitem', { name: 'Aula relâmpago de teste' });
        // Shown the moment it appears, and not before its start: an early card would end the
        // wait before `start`. (Hidden-until-start on the clock alone: live-clock.test.tsx.)
        await card.waitFor({ timeout: 15_000 });
        expect(Date.now()).toBeGreaterThanOrEqual(start);
        await card.waitFor({ state: 'detached', timeout: 15_000 });
        expect(Date.now()).toBeGreaterThanOrEqual(start + 6_000);
      });
    },
  );

  it(
    'greets the admin with the admin heading and the same sections',
    { timeout: 60_000 },
    async () => {
      await step(admin, 'home-admin', async (page) => {
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByRole('heading', { level: 1, name: 'Dashboard do Administrador' }).waitFor();
        await page.getByText('Gerencie aulas e alunos').waitFor();
        await section(page, 'Cursos').locator('a[href^="/dashboard/curso/"]').first().waitFor();
      });
    },
  );
});
