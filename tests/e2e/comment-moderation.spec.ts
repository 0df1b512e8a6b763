// Comment moderation in Chromium against the emulators: an admin finds a student's comment by a
// part of its text (any case, no accents) and deletes it; the student, on that class page, sees
// it disappear without a reload. How an entry reads and the search's empty text:
// web/src/features/comment-moderation/comments-moderation-page.test.tsx.
import { commentMessages } from '@app/domain';
import { expect, signedInAs, test, toastText, useSeededProject } from './fixtures';

/** Seeded: Carla (aluno@) on weekly class 2. */
const STUDENT_COMMENT = 'Vou revisar meus preços esta semana.';

test.describe('comment moderation (Hosting emulator build)', () => {
  const seeded = useSeededProject('comment-moderation');
  signedInAs('admin');

  test("lists every class's comments, finds one by its text, deletes it, and the class page loses it live", async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const db = seeded.project.db;
    const slug = (await db.doc('classes/semanal-02').get()).get('slug') as string;
    const student = await pageAs('aluno');
    await student.goto(`/dashboard/aula/${slug}`);
    await expect(student.getByText(STUDENT_COMMENT)).toBeVisible();

    await page.goto('/dashboard/comentarios');
    await expect(
      page.getByRole('heading', { level: 1, name: commentMessages.moderationTitle }),
    ).toBeVisible();
    await expect(page.getByText(commentMessages.moderationSubtitle)).toBeVisible();
    const entries = page.getByRole('article');
    // Newest first: the seeded comments of weekly classes 1 and 2, and their classes.
    await expect(entries).toHaveCount(3);
    await expect(entries.first()).toContainText(STUDENT_COMMENT);

    const search = page.getByRole('textbox', { name: commentMessages.moderationSearch });
    await search.fill('PRECOS');
    await expect(entries).toHaveCount(1);
    const entry = entries.filter({ hasText: STUDENT_COMMENT });
    await expect(entry.getByText('Carla Aluna')).toBeVisible();
    await expect(entry.getByRole('link')).toHaveAttribute('href', `/dashboard/aula/${slug}`);
    await entry.getByRole('button', { name: 'Excluir comentário' }).click();
    const dialog = page.getByRole('dialog', { name: commentMessages.confirmDeleteTitle });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toastText(page, commentMessages.deletedTitle);
    await expect(page.getByText(commentMessages.moderationEmpty)).toBeVisible();
    expect((await db.doc('classes/semanal-02/comments/c3').get()).exists).toBe(false);

    await expect(student.getByText(STUDENT_COMMENT)).toHaveCount(0);
  });
});
