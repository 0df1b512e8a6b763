// The class page in Chromium against the emulators: completion, rating, comments (live),
// support-material download, weekly and insight navigation, and the not-found states.
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { saoPauloToday } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { demoPdf } from '../../scripts/seed/demo-content';
import { baseURL } from './browser-options';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';

const SUBSCRIBER = 'demo-assinante';

const press = async (target: Locator) => {
  await target.focus();
  await target.press('Enter');
};

test.describe('class page (Hosting emulator build)', () => {
  const seeded = useSeededProject('class-page');
  signedInAs('subscriber');

  const slugOf = async (classId: string) =>
    (await seeded.project.db.doc(`classes/${classId}`).get()).get('slug') as string;
  const open = async (page: Page, classId: string) => {
    await page.goto(`/dashboard/aula/${await slugOf(classId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  test('shows the weekly class: heading, video, description, professor, materials', async ({
    page,
  }) => {
    await open(page, 'semanal-01');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Aula 1: Organização financeira para profissionais',
      }),
    ).toBeVisible();
    await expect(page.locator('iframe[title^="Vídeo da aula"]')).toHaveAttribute(
      'src',
      // The IFrame Player API's switch and the page's origin, so the page can follow the video.
      `https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1&origin=${encodeURIComponent(baseURL)}`,
    );
    await expect(page.getByRole('heading', { name: 'Descrição' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Professor' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      'https://example.com/marina-costa',
    );
    await expect(page.getByRole('heading', { name: 'Material de Apoio' })).toBeVisible();
    await expect(page.getByText(`${demoPdf.length} B`)).toBeVisible();
    // No 'Editar Aula' for students; 'Voltar' leads to the dashboard for a weekly class.
    await expect(page.getByRole('link', { name: 'Editar Aula' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/dashboard');
  });

  test('toggles completion, which survives a reload', async ({ page }) => {
    const db = seeded.project.db;
    const completion = db.doc(`profiles/${SUBSCRIBER}/completions/semanal-03`);
    await open(page, 'semanal-03');
    // Opening the class records it for the dashboard's 'Continue de onde parou'.
    const recentView = db.doc(`profiles/${SUBSCRIBER}/recentViews/semanal-03`);
    const slug = await slugOf('semanal-03');
    await expect
      .poll(async () => (await recentView.get()).data(), { timeout: 10_000 })
      .toMatchObject({
        classId: 'semanal-03',
        slug,
        type: 'SEMANAL',
        classNumber: 3,
        viewedAt: expect.any(Timestamp),
      });
    await page.getByRole('button', { name: 'Concluir Aula' }).click();
    await toastText(page, 'Aula concluída');
    await expect(page.getByRole('button', { name: 'Aula concluída' })).toBeVisible();
    await expect.poll(async () => (await completion.get()).exists).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Aula concluída' }).click();
    await toastText(page, 'Status atualizado');
    await expect(page.getByRole('button', { name: 'Concluir Aula' })).toBeVisible();
    await expect.poll(async () => (await completion.get()).exists).toBe(false);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Concluir Aula' })).toBeVisible();
  });

  test('saves a rating and shows the average the trigger keeps on the class', async ({ page }) => {
    await open(page, 'semanal-01');
    // Seeded: the subscriber gave 5, the student 4.
    await expect(page.getByText('4,5 · 2 avaliações')).toBeVisible();
    // The radios are visually hidden; a person clicks the star, i.e. the radio's label.
    const star = await page.getByRole('radio', { name: '3 Estrelas' }).getAttribute('id');
    await page.locator(`label[for="${star}"]`).click();
    expect(await toastText(page, 'Sucesso')).toContain('Sua avaliação foi registrada.');
    const rating = await seeded.project.db.doc(`classes/semanal-01/ratings/${SUBSCRIBER}`).get();
    expect(rating.get('value')).toBe(3);
    await expect(page.getByText('3,5 · 2 avaliações')).toBeVisible({ timeout: 15_000 });
  });

  test('adds, edits and deletes a comment, and refuses a too-short one', async ({ page }) => {
    const comments = seeded.project.db.collection('classes/semanal-04/comments');
    await open(page, 'semanal-04');
    const box = page.getByRole('textbox', { name: 'Comentário' });

    await box.fill('  ok ');
    await page.getByRole('button', { name: 'Comentar' }).click();
    await expect(page.getByText('O comentário deve ter pelo menos 3 caracteres')).toBeVisible();
    expect((await comments.get()).size).toBe(0);

    await box.fill('Gostei muito da parte sobre canais pagos.');
    await expect(page.getByText('41/500')).toBeVisible();
    await page.getByRole('button', { name: 'Comentar' }).click();
    await toastText(page, 'Comentário adicionado');
    const item = page.getByRole('listitem', { name: 'Bruno Assinante' });
    await expect(item.getByText('Gostei muito da parte sobre canais pagos.')).toBeVisible();
    await expect(box).toHaveValue('');
    const stored = (await comments.get()).docs;
    expect(stored.map((d) => d.get('text'))).toEqual(['Gostei muito da parte sobre canais pagos.']);
    expect(stored[0]!.get('userId')).toBe(SUBSCRIBER);

    // The success toast sits over the newest comment's buttons (bottom-right): use the keyboard,
    // as a person would wait or tab to it.
    await press(item.getByRole('button', { name: 'Editar comentário' }));
    const editBox = item.getByRole('textbox', { name: 'Editar comentário' });
    await editBox.fill('no');
    await press(item.getByRole('button', { name: 'Salvar' }));
    expect(await toastText(page, 'Erro')).toContain(
      'O comentário deve ter pelo menos 3 caracteres.',
    );
    await editBox.fill('Gostei muito da parte sobre tráfego pago.');
    await press(item.getByRole('button', { name: 'Salvar' }));
    await toastText(page, 'Comentário atualizado');
    await expect(item.getByText('Gostei muito da parte sobre tráfego pago.')).toBeVisible();
    await expect
      .poll(async () => (await comments.doc(stored[0]!.id).get()).get('text'))
      .toBe('Gostei muito da parte sobre tráfego pago.');

    await press(item.getByRole('button', { name: 'Excluir comentário' }));
    const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(
      dialog.getByText(
        'Tem certeza que deseja excluir este comentário? Esta ação não pode ser desfeita.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toastText(page, 'Comentário excluído');
    await expect(item).toHaveCount(0);
    await expect.poll(async () => (await comments.get()).size).toBe(0);
  });

  // The live comment is written while the page's first listener is running, as when someone
  // comments on a class a student has open; 'Ver mais' then replaces that listener with a longer
  // one, which must still hold it.
  test("shows another user's comment live, and pages with 'Ver mais'", async ({ page }) => {
    const db = seeded.project.db;
    const classRef = db.doc('classes/semanal-05');
    const cls = (await classRef.get()).data()!;
    const base = Date.now() - 3_600_000;
    const batch = db.batch();
    for (let i = 0; i < 21; i++) {
      batch.set(classRef.collection('comments').doc(`old-${i}`), {
        userId: 'demo-aluno',
        userName: 'Carla Aluna',
        userRole: 'ALUNO',
        userAvatarUrl: null,
        text: `Comentário antigo número ${i}`,
        classId: 'semanal-05',
        classTitle: cls.title,
        classSlug: cls.slug,
        createdAt: Timestamp.fromMillis(base + i * 1000),
      });
    }
    await batch.commit();
    await open(page, 'semanal-05');
    await expect(page.getByText('Comentário antigo número 20')).toBeVisible();
    // The oldest is the 21st: beyond the first page of 20.
    await expect(page.getByText('Comentário antigo número 1', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Comentário antigo número 0', { exact: true })).toHaveCount(0);

    await classRef.collection('comments').doc('live').set({
      userId: 'demo-admin',
      userName: 'Ana Administradora',
      userRole: 'ADMIN',
      userAvatarUrl: null,
      text: 'Comentário publicado enquanto a página estava aberta',
      classId: 'semanal-05',
      classTitle: cls.title,
      classSlug: cls.slug,
      createdAt: Timestamp.now(),
    });
    const live = page.getByRole('listitem', { name: 'Ana Administradora' });
    await expect(
      live.getByText('Comentário publicado enquanto a página estava aberta'),
    ).toBeVisible();
    await expect(live.getByText('Administrador', { exact: true })).toBeVisible();
    await expect(live.getByText('Equipe', { exact: true })).toBeVisible();
    // Not the author and not an admin: no edit or delete on it, only 'Responder'.
    await expect(live.getByRole('button')).toHaveText(['Responder']);
    // The newest comment pushed one more old one beyond the first page.
    await expect(page.getByText('Comentário antigo número 1', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Ver mais' }).click();
    await expect(page.getByText('Comentário antigo número 0', { exact: true })).toBeVisible();
    await expect(page.getByText('Comentário antigo número 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver mais' })).toHaveCount(0);
    await expect(
      live.getByText('Comentário publicado enquanto a página estava aberta'),
    ).toBeVisible();
  });

  test('downloads the seeded PDF with the right bytes', async ({ page }) => {
    await open(page, 'semanal-01');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar Guia de organização financeira.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Guia de organização financeira.pdf');
    const bytes = await readFile((await download.path())!);
    expect(Buffer.compare(bytes, demoPdf)).toBe(0);
    await toastText(page, 'Download iniciado com sucesso!');
  });

  test('opening classes records the day once, for the continue-studying reminder', async ({
    page,
  }) => {
    const profile = seeded.project.db.doc('profiles/demo-assinante');
    await profile.update({ lastActiveOn: '2026-01-01' });
    await open(page, 'semanal-02');
    const today = saoPauloToday(new Date());
    await expect.poll(async () => (await profile.get()).get('lastActiveOn')).toBe(today);
  });

  test("moves between weekly classes with 'Anterior' and 'Próxima'", async ({ page }) => {
    await open(page, 'semanal-01');
    await expect(page.getByRole('link', { name: 'Próxima' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Aula 2: / })).toBeVisible();
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Aula 3: / })).toBeVisible();
    await page.getByRole('link', { name: 'Anterior' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Aula 2: / })).toBeVisible();

    await open(page, 'semanal-12');
    await expect(page.getByRole('link', { name: 'Anterior' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });

  test("opens an insight's referenced weekly class, and steps between insights", async ({
    pageAs,
  }) => {
    const db = seeded.project.db;
    const page = await pageAs('student');
    const insights = await db
      .collection('classes')
      .where('type', '==', 'INSIGHT')
      .orderBy('createdAt', 'asc')
      .get();
    const first = insights.docs[0]!;
    const referenced = await db.doc(`classes/${first.get('referencedClassId')}`).get();
    await page.goto(`/dashboard/aula/${first.get('slug')}`);
    await expect(page.getByRole('heading', { level: 1, name: first.get('title') })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await page.getByRole('link', { name: 'Próxima' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: insights.docs[1]!.get('title') }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Anterior' }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.get('title') })).toBeVisible();

    await page
      .getByRole('link', { name: `Aula Referente: ${referenced.get('classNumber')}` })
      .click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Aula ${referenced.get('classNumber')}: ${referenced.get('title')}`,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(`/dashboard/aula/${referenced.get('slug')}`);
  });

  test('shows the not-found text for an unknown slug and, to a non-subscriber, a course class', async ({
    page,
    pageAs,
  }) => {
    const student = await pageAs('student');
    await student.goto('/dashboard/aula/nao-existe-abc12345');
    await expect(student.getByRole('heading', { name: 'Aula não encontrada' })).toBeVisible();
    await expect(student.getByText('A aula que você está procurando não existe.')).toBeVisible();

    await student.goto(`/dashboard/aula/${await slugOf('curso-financas-aula-1')}`);
    await expect(student.getByRole('heading', { name: 'Aula não encontrada' })).toBeVisible();

    await open(page, 'curso-financas-aula-1');
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/dashboard/curso/curso-financas',
    );
  });
});
