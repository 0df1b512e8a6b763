// Comment moderation in Chromium against the emulators: an admin finds a student's comment by a
// part of its text (any case, no accents) and deletes it; the student, on that class page, sees
// it disappear without a reload. Then the conversation: a student asks, the admin answers from
// 'Sem resposta', the question leaves the queue, the student's bell counts the answer live and
// leads to the class, where the reply wears 'Equipe'. How an entry reads, the tabs and the
// search's empty text:
// web/src/features/comment-moderation/components/comments-moderation-page.test.tsx.
import { commentMessages, notificationText } from '@app/domain';
import { notificationMessages } from '../../web/src/features/notifications/messages';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';
import { mainMenu, openFromMenu } from './journey-helpers';

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
    const student = await pageAs('student');
    await student.goto(`/dashboard/aula/${slug}`);
    await expect(student.getByText(STUDENT_COMMENT)).toBeVisible();

    await page.goto('/dashboard/comentarios');
    await expect(
      page.getByRole('heading', { level: 1, name: commentMessages.moderationTitle }),
    ).toBeVisible();
    await expect(page.getByText(commentMessages.moderationSubtitle)).toBeVisible();
    const entries = page.getByRole('article');
    // The queue first: the two seeded students' comments, oldest first (not the admin's own).
    await expect(page.getByRole('tab', { name: commentMessages.tabAwaiting })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(entries).toHaveCount(2);
    await expect(entries.last()).toContainText(STUDENT_COMMENT);
    // 'Todos', newest first: the seeded comments of weekly classes 1 and 2, and their classes.
    await page.getByRole('tab', { name: commentMessages.tabAll }).click();
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

/** The bell in the dashboard's top bar, whatever its count says. */
const bell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${notificationMessages.bell}`) });

test.describe('a question gets answered (Hosting emulator build)', () => {
  const seeded = useSeededProject('comment-threads');
  signedInAs('admin');

  test("the team answers from 'Sem resposta' and the student is told, live", async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(90_000);
    const db = seeded.project.db;
    const cls = (await db.doc('classes/semanal-01').get()).data()!;
    const classPath = `/dashboard/aula/${cls.slug as string}`;
    const question = 'Como faço a reserva de emergência com renda variável?';
    const answer = 'Comece pela média dos três meses mais fracos do ano.';

    // The student asks on the class page, then reads the panel once: nothing unread after it.
    const student = await pageAs('student');
    await student.goto(classPath);
    await student.getByRole('textbox', { name: 'Comentário' }).fill(question);
    await student.getByRole('button', { name: 'Comentar' }).click();
    await toastText(student, commentMessages.addedTitle);
    await openFromMenu(student, 'Dashboard');
    await bell(student).click();
    await expect(
      student.getByRole('heading', { level: 2, name: notificationMessages.title }),
    ).toBeVisible();
    await student.keyboard.press('Escape');
    await expect(bell(student)).toHaveAccessibleName(notificationMessages.unreadCount(0));

    // The admin finds it waiting (the sidebar counts it) and answers it in place.
    await page.goto('/dashboard/comentarios');
    const comments = mainMenu(page).getByRole('link', {
      name: /^Comentários/,
    });
    await expect(comments).toHaveAccessibleName(/^Comentários\W+3 comentários sem resposta$/);
    const entry = page.getByRole('article').filter({ hasText: question });
    await expect(entry).toBeVisible();
    await expect(page.getByRole('article').last()).toContainText(question);
    await entry.getByRole('button', { name: commentMessages.reply }).click();
    await entry.getByRole('textbox', { name: commentMessages.replyLabel }).fill(answer);
    await entry.getByRole('button', { name: commentMessages.sendReply }).click();
    await toastText(page, commentMessages.replySentTitle);
    // The trigger marks the thread answered: it leaves the queue, and the count goes down.
    await expect(entry).toHaveCount(0);
    await expect(comments).toHaveAccessibleName(/^Comentários\W+2 comentários sem resposta$/);
    await page.getByRole('tab', { name: commentMessages.tabAnswered }).click();
    await expect(page.getByRole('article').filter({ hasText: question })).toBeVisible();

    // The student's bell counts the answer without a reload and leads to the class.
    await expect(bell(student)).toHaveAccessibleName(notificationMessages.unreadCount(1));
    await bell(student).click();
    const text = notificationText({ kind: 'reply', title: cls.title as string });
    await student.getByRole('link', { name: new RegExp(escapeRegExp(text)) }).click();
    await expect(student).toHaveURL(classPath);
    const thread = student.getByRole('list', { name: 'Respostas a Carla Aluna' });
    const reply = thread.getByRole('listitem', { name: 'Ana Administradora' });
    await expect(reply).toContainText(answer);
    await expect(reply.getByText(commentMessages.teamBadge, { exact: true })).toBeVisible();
    await expect(bell(student)).toHaveAccessibleName(notificationMessages.unreadCount(0));

    // And by e-mail (emailReply), with the link that turns these e-mails off.
    const mails = () => db.collection('mail').where('to', '==', 'aluno@demo.test').get();
    await expect
      .poll(async () => (await mails()).docs.map((doc) => doc.get('message.subject') as string))
      .toEqual([`Nova resposta ao seu comentário em "${cls.title as string}"`]);
    const mail = (await mails()).docs[0]!;
    expect(mail.id).toMatch(/^reply-.+-demo-aluno$/);
    expect(mail.get('message.text')).toContain(answer);
    expect(mail.get('message.headers')).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
