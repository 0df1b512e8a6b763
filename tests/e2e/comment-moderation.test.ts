// Comment moderation in Chromium against the emulators: an admin finds a student's comment by a
// part of its text (any case, no accents) and deletes it; the student, on that class page, sees
// it disappear without a reload. Each role signs in once. How an entry reads and the search's
// empty text: web/src/features/comment-moderation/comments-moderation-page.test.tsx.
import { commentMessages } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { step, toastText, useContentSuite } from './content-support';

/** Seeded: Carla (aluno@) on weekly class 2. */
const STUDENT_COMMENT = 'Vou revisar meus preços esta semana.';

describe('comment moderation (Hosting emulator build)', () => {
  const suite = useContentSuite('comment-moderation', {
    admin: 'admin@demo.test',
    student: 'aluno@demo.test',
  });

  it(
    "lists every class's comments, finds one by its text, deletes it, and the class page loses it live",
    { timeout: 90_000 },
    async () => {
      const slug = (await suite.project.db.doc('classes/semanal-02').get()).get('slug') as string;
      await step(suite.roles.student, 'moderation-student-before', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/aula/${slug}`);
        await page.getByText(STUDENT_COMMENT).waitFor();
      });

      await step(suite.roles.admin, 'moderation-delete', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/comentarios`);
        await page
          .getByRole('heading', { level: 1, name: commentMessages.moderationTitle })
          .waitFor();
        await page.getByText(commentMessages.moderationSubtitle).waitFor();
        const entries = page.getByRole('article');
        await entries.first().waitFor();
        // Newest first: the seeded comments of weekly classes 1 and 2, and their classes.
        expect(await entries.count()).toBe(3);
        expect(await entries.first().innerText()).toContain(STUDENT_COMMENT);

        const search = page.getByRole('textbox', { name: commentMessages.moderationSearch });
        await search.fill('PRECOS');
        await page.getByRole('article').nth(1).waitFor({ state: 'detached' });
        const entry = page.getByRole('article').filter({ hasText: STUDENT_COMMENT });
        await entry.getByText('Carla Aluna').waitFor();
        expect(await entry.getByRole('link').getAttribute('href')).toBe(`/dashboard/aula/${slug}`);
        await entry.getByRole('button', { name: 'Excluir comentário' }).click();
        const dialog = page.getByRole('dialog', { name: commentMessages.confirmDeleteTitle });
        await dialog.getByRole('button', { name: 'Excluir' }).click();
        await toastText(page, commentMessages.deletedTitle);
        await page.getByText(commentMessages.moderationEmpty).waitFor();
        expect((await suite.project.db.doc('classes/semanal-02/comments/c3').get()).exists).toBe(
          false,
        );
      });

      await step(suite.roles.student, 'moderation-student-after', async (page) => {
        await page.getByText(STUDENT_COMMENT).waitFor({ state: 'detached' });
      });
    },
  );
});
