// The class page in Chromium against the emulators: completion, rating, comments (live),
// support-material download, weekly and insight navigation, and the not-found states. The
// subscriber and the non-subscriber each sign in once for the whole file.
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../scripts/seed/demo-content';
import { step, toastText, useContentSuite } from './content-support';

const SUBSCRIBER = 'demo-assinante';

const press = async (target: Locator) => {
  await target.focus();
  await target.press('Enter');
};

describe('class page (Hosting emulator build)', () => {
  const suite = useContentSuite('class-page', {
    subscriber: 'assinante@demo.test',
    student: 'aluno@demo.test',
  });
  const slugs = new Map<string, string>();

  const slugOf = async (classId: string) => {
    const known = slugs.get(classId);
    if (known) return known;
    const slug = (await suite.project.db.doc(`classes/${classId}`).get()).get('slug') as string;
    slugs.set(classId, slug);
    return slug;
  };
  const open = async (page: Page, classId: string) => {
    await page.goto(`${suite.baseUrl}/dashboard/aula/${await slugOf(classId)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  };

  it(
    'shows the weekly class: heading, video, description, professor, materials',
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'class-page-content', async (page) => {
        await open(page, 'semanal-01');
        await page
          .getByRole('heading', {
            level: 1,
            name: 'Aula 1: Organização financeira para profissionais',
          })
          .waitFor();
        const video = page.locator('iframe[title^="Vídeo da aula"]');
        expect(await video.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
        await page.getByRole('heading', { name: 'Descrição' }).waitFor();
        await page.getByRole('heading', { name: 'Professor' }).waitFor();
        const learnMore = page.getByRole('link', { name: 'Saiba mais' });
        expect(await learnMore.getAttribute('href')).toBe('https://example.com/marina-costa');
        await page.getByRole('heading', { name: 'Material de Apoio' }).waitFor();
        await page.getByText(`${demoPdf.length} B`).waitFor();
        // No 'Editar Aula' for students; 'Voltar' leads to the dashboard for a weekly class.
        expect(await page.getByRole('link', { name: 'Editar Aula' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
          '/dashboard',
        );
      });
    },
  );

  it('toggles completion, which survives a reload', { timeout: 60_000 }, async () => {
    await step(suite.roles.subscriber, 'class-page-completion', async (page) => {
      const completion = suite.project.db.doc(`profiles/${SUBSCRIBER}/completions/semanal-03`);
      await open(page, 'semanal-03');
      // Opening the class records it for the dashboard's 'Continue de onde parou'.
      const recentView = suite.project.db.doc(`profiles/${SUBSCRIBER}/recentViews/semanal-03`);
      await expect
        .poll(async () => (await recentView.get()).data(), { timeout: 10_000 })
        .toMatchObject({
          classId: 'semanal-03',
          slug: await slugOf('semanal-03'),
          type: 'SEMANAL',
          classNumber: 3,
          viewedAt: expect.any(Timestamp),
        });
      await page.getByRole('button', { name: 'Concluir Aula' }).click();
      await toastText(page, 'Aula concluída');
      await page.getByRole('button', { name: 'Aula concluída' }).waitFor();
      expect((await completion.get()).exists).toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'Aula concluída' }).click();
      await toastText(page, 'Status atualizado');
      await page.getByRole('button', { name: 'Concluir Aula' }).waitFor();
      expect((await completion.get()).exists).toBe(false);

      await page.reload();
      await page.getByRole('button', { name: 'Concluir Aula' }).waitFor();
    });
  });

  it(
    'saves a rating and shows the average the trigger keeps on the class',
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'class-page-rating', async (page) => {
        await open(page, 'semanal-01');
        // Seeded: the subscriber gave 5, the student 4.
        await page.getByText('4,5 · 2 avaliações').waitFor();
        // The radios are visually hidden; a person clicks the star, i.e. the radio's label.
        const star = await page.getByRole('radio', { name: '3 Estrelas' }).getAttribute('id');
        await page.locator(`label[for="${star}"]`).click();
        const toast = await toastText(page, 'Sucesso');
        expect(toast).toContain('Sua avaliação foi registrada.');
        const rating = await suite.project.db.doc(`classes/semanal-01/ratings/${SUBSCRIBER}`).get();
        expect(rating.get('value')).toBe(3);
        await page.getByText('3,5 · 2 avaliações').waitFor({ timeout: 15_000 });
      });
    },
  );

  it(
    'adds, edits and deletes a comment, and refuses a too-short one',
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'class-page-comments', async (page) => {
        const comments = suite.project.db.collection('classes/semanal-04/comments');
        await open(page, 'semanal-04');
        const box = page.getByRole('textbox', { name: 'Comentário' });

        await box.fill('  ok ');
        await page.getByRole('button', { name: 'Comentar' }).click();
        await page.getByText('O comentário deve ter pelo menos 3 caracteres').waitFor();
        expect((await comments.get()).size).toBe(0);

        await box.fill('Gostei muito da parte sobre canais pagos.');
        await page.getByText('41/500').waitFor();
        await page.getByRole('button', { name: 'Comentar' }).click();
        await toastText(page, 'Comentário adicionado');
        const item = page.getByRole('listitem', { name: 'Bruno Assinante' });
        await item.getByText('Gostei muito da parte sobre canais pagos.').waitFor();
        expect(await box.inputValue()).toBe('');
        const stored = (await comments.get()).docs;
        expect(stored.map((d) => d.get('text'))).toEqual([
          'Gostei muito da parte sobre canais pagos.',
        ]);
        expect(stored[0]!.get('userId')).toBe(SUBSCRIBER);

        // The success toast sits over the newest comment's buttons (bottom-right): use the
        // keyboard, as a person would wait or tab to it.
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
        await item.getByText('Gostei muito da parte sobre tráfego pago.').waitFor();
        expect((await comments.doc(stored[0]!.id).get()).get('text')).toBe(
          'Gostei muito da parte sobre tráfego pago.',
        );

        await press(item.getByRole('button', { name: 'Excluir comentário' }));
        const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
        await dialog
          .getByText(
            'Tem certeza que deseja excluir este comentário? Esta ação não pode ser desfeita.',
          )
          .waitFor();
        await dialog.getByRole('button', { name: 'Excluir' }).click();
        await toastText(page, 'Comentário excluído');
        await item.waitFor({ state: 'detached' });
        expect((await comments.get()).size).toBe(0);
      });
    },
  );

  // The live comment is written while the page's first listener is running, as when someone
  // comments on a class a student has open; 'Ver mais' then replaces that listener with a longer
  // one, which must still hold it. (Writing it just after 'Ver mais' raced the write against the
  // listener being replaced; once on a loaded machine it never arrived.)
  it(
    "shows another user's comment live, and pages with 'Ver mais'",
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'class-page-live-comments', async (page) => {
        const classRef = suite.project.db.doc('classes/semanal-05');
        const cls = (await classRef.get()).data()!;
        const base = Date.now() - 3_600_000;
        const batch = suite.project.db.batch();
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
        await page.getByText('Comentário antigo número 20').waitFor();
        // The oldest is the 21st: beyond the first page of 20.
        expect(await page.getByText('Comentário antigo número 1', { exact: true }).count()).toBe(1);
        expect(await page.getByText('Comentário antigo número 0', { exact: true }).count()).toBe(0);

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
        await live.getByText('Comentário publicado enquanto a página estava aberta').waitFor();
        await live.getByText('Administrador', { exact: true }).waitFor();
        // Not the author and not an admin: no edit or delete on it.
        expect(await live.getByRole('button').count()).toBe(0);
        // The newest comment pushed one more old one beyond the first page.
        await page.getByText('Comentário antigo número 1', { exact: true }).waitFor({
          state: 'detached',
        });

        await page.getByRole('button', { name: 'Ver mais' }).click();
        await page.getByText('Comentário antigo número 0', { exact: true }).waitFor();
        await page.getByText('Comentário antigo número 1', { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: 'Ver mais' }).count()).toBe(0);
        await live.getByText('Comentário publicado enquanto a página estava aberta').waitFor();
      });
    },
  );

  it('downloads the seeded PDF with the right bytes', { timeout: 60_000 }, async () => {
    await step(suite.roles.subscriber, 'class-page-download', async (page) => {
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
  });

  it(
    "moves between weekly classes with 'Anterior' and 'Próxima'",
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.subscriber, 'class-page-navigation', async (page) => {
        await open(page, 'semanal-01');
        const previous = page.getByRole('button', { name: 'Anterior' });
        await page.getByRole('link', { name: 'Próxima' }).waitFor();
        expect(await previous.isDisabled()).toBe(true);
        await page.getByRole('link', { name: 'Próxima' }).click();
        await page.getByRole('heading', { level: 1, name: /^Aula 2: / }).waitFor();
        await page.getByRole('link', { name: 'Próxima' }).click();
        await page.getByRole('heading', { level: 1, name: /^Aula 3: / }).waitFor();
        await page.getByRole('link', { name: 'Anterior' }).click();
        await page.getByRole('heading', { level: 1, name: /^Aula 2: / }).waitFor();

        await open(page, 'semanal-12');
        await page.getByRole('link', { name: 'Anterior' }).waitFor();
        expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
      });
    },
  );

  it(
    "opens an insight's referenced weekly class, and steps between insights",
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.student, 'class-page-insight', async (page) => {
        const insights = await suite.project.db
          .collection('classes')
          .where('type', '==', 'INSIGHT')
          .orderBy('createdAt', 'asc')
          .get();
        const first = insights.docs[0]!;
        const referenced = await suite.project.db
          .doc(`classes/${first.get('referencedClassId')}`)
          .get();
        await page.goto(`${suite.baseUrl}/dashboard/aula/${first.get('slug')}`);
        await page.getByRole('heading', { level: 1, name: first.get('title') }).waitFor();
        expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
        await page.getByRole('link', { name: 'Próxima' }).click();
        await page
          .getByRole('heading', { level: 1, name: insights.docs[1]!.get('title') })
          .waitFor();
        await page.getByRole('link', { name: 'Anterior' }).click();
        await page.getByRole('heading', { level: 1, name: first.get('title') }).waitFor();

        await page
          .getByRole('link', { name: `Aula Referente: ${referenced.get('classNumber')}` })
          .click();
        await page
          .getByRole('heading', {
            level: 1,
            name: `Aula ${referenced.get('classNumber')}: ${referenced.get('title')}`,
          })
          .waitFor();
        expect(page.url()).toBe(`${suite.baseUrl}/dashboard/aula/${referenced.get('slug')}`);
      });
    },
  );

  it(
    'shows the not-found text for an unknown slug and, to a non-subscriber, a course class',
    { timeout: 60_000 },
    async () => {
      await step(suite.roles.student, 'class-page-not-found', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/aula/nao-existe-abc12345`);
        await page.getByRole('heading', { name: 'Aula não encontrada' }).waitFor();
        await page.getByText('A aula que você está procurando não existe.').waitFor();

        await page.goto(`${suite.baseUrl}/dashboard/aula/${await slugOf('curso-financas-aula-1')}`);
        await page.getByRole('heading', { name: 'Aula não encontrada' }).waitFor();
      });
      await step(suite.roles.subscriber, 'class-page-course-class', async (page) => {
        await open(page, 'curso-financas-aula-1');
        expect(await page.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
          '/dashboard/curso/curso-financas',
        );
      });
    },
  );
});
