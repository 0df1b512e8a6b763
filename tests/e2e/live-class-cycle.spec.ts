// The live class's closed loop in Chromium against the emulators: an admin schedules a class; a
// member sees 'Abre às …'; the test brings the class inside its window by moving its start through
// the admin SDK (no waiting for real minutes), the member joins (the room opens in the tab the click
// opened) and the admin sees 'Presença (1)'; the class ends (its end moved the same way), the admin
// publishes the recording, and the member gets the bell's notice, opens 'Assistir gravação' and
// finds the replay completed. With LIVE_CLASS_SCREENSHOTS=1 it saves the closing note's pictures
// (docs/images/ao-vivo-*.png).
import { COLLECTIONS, liveClassMessages, saoPauloToday } from '@app/domain';
import type { Locator } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, toastText, useSeededProject, type Page } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TITLE = 'Aula ao vivo: fechamento do trimestre';
const ROOM = 'https://meet.example.com/fechamento-trimestre';
const MINUTE = 60_000;
const SCREENSHOTS = process.env.LIVE_CLASS_SCREENSHOTS === '1';

/** Saves a picture for the closing note when asked to (never in an ordinary run). */
async function picture(target: Locator | Page, name: string) {
  if (!SCREENSHOTS) return;
  await target.screenshot({ path: new URL(`../../docs/images/${name}`, import.meta.url).pathname });
}

/** São Paulo's tomorrow, as the picker's calendar shows its day. */
function tomorrowDay(): number {
  const [y, m, d] = saoPauloToday(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).getUTCDate();
}

async function pickDateTime(page: Page, label: string, day: number, hour: string, minute: string) {
  await page.getByRole('combobox', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('gridcell', { name: String(day), exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Hora' }).click();
  await page.getByRole('option', { name: hour, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Minuto' }).click();
  await page.getByRole('option', { name: minute, exact: true }).click();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('the live class, closed loop', () => {
  const seeded = useSeededProject('live-class-cycle');

  test('schedule, join inside the window, attendance, replay, follow-up, completion', async ({
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const db = seeded.project.db;
    const admin = await pageAs('admin');
    const member = await pageAs('subscriber');

    // The admin schedules the class (tomorrow 19:30–21:00: the picker's days are always there).
    await admin.goto('/dashboard/criar-aula-ao-vivo');
    await admin.getByLabel('Título', { exact: true }).fill(TITLE);
    await admin
      .getByLabel('Descrição', { exact: true })
      .fill('Resultados, dúvidas e próximos passos.');
    await admin.getByLabel('Link externo').fill(ROOM);
    await pickDateTime(admin, 'Início', tomorrowDay(), '19', '30');
    await pickDateTime(admin, 'Fim', tomorrowDay(), '21', '00');
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
    await admin.getByRole('button', { name: 'Agendar Aula' }).click();
    await toastText(admin, liveClassMessages.createdTitle);
    const stored = await db.collection(COLLECTIONS.liveClasses).where('title', '==', TITLE).get();
    const id = stored.docs[0]!.id;
    const live = db.collection(COLLECTIONS.liveClasses).doc(id);
    expect(stored.docs[0]!.get('externalLink')).toBeUndefined();

    // The member: the room opens 15 minutes before the start.
    await member.goto(`/dashboard/ao-vivo/${id}`);
    await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const opens = member.getByRole('button', { name: 'Abre às 19:15' });
    await expect(opens).toBeDisabled();
    await picture(member.getByRole('article'), 'ao-vivo-botao-abre-as.png');

    // The class now starts in 10 minutes: inside the window. The page hears the change.
    const startsAt = Date.now() + 10 * MINUTE;
    await live.update({
      startsAt: Timestamp.fromMillis(startsAt),
      endsAt: Timestamp.fromMillis(startsAt + 60 * MINUTE),
    });
    const join = member.getByRole('button', { name: `Entrar na aula: ${TITLE}` });
    await expect(join).toBeEnabled();
    await picture(member.getByRole('article'), 'ao-vivo-botao-entrar.png');

    // The click opens a tab at once; the room's address arrives from joinLiveClass. The room
    // itself is another site: answered here, without leaving the emulators.
    await member
      .context()
      .route(`${ROOM}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Sala</title>Sala da aula' }),
      );
    try {
      const [room] = await Promise.all([member.waitForEvent('popup'), join.click()]);
      await room.waitForURL(ROOM);
      await room.close();
    } finally {
      await member.context().unroute(`${ROOM}**`);
    }
    await expect(member.getByText('Você participou')).toBeVisible();

    // The admin sees who came.
    await admin.goto('/dashboard/aulas-ao-vivo');
    const card = admin.getByRole('article', { name: TITLE });
    await card.getByRole('link', { name: 'Presença (1)' }).click();
    const attendance = admin.getByRole('region', { name: 'Presença (1)' });
    await expect(attendance.getByRole('row', { name: /Bruno Assinante/ })).toBeVisible();
    await expect(attendance.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    await picture(attendance, 'ao-vivo-presenca.png');

    // The class ends (its end moved to a moment ago): 'Encerrada' for the member, 'Publicar
    // gravação' for the admin.
    await live.update({
      startsAt: Timestamp.fromMillis(Date.now() - 30 * MINUTE),
      endsAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    await expect(member.getByRole('button', { name: 'Encerrada' })).toBeDisabled();
    await picture(member.getByRole('article'), 'ao-vivo-botao-encerrada.png');

    await admin.getByRole('button', { name: 'Publicar gravação' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Publicar gravação' });
    await dialog.getByLabel('Link do vídeo').fill('https://www.youtube.com/embed/trimestre01');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await toastText(admin, 'Gravação publicada');
    await expect(admin.getByRole('button', { name: 'Publicar gravação' })).toHaveCount(0);

    // The member: the bell's notice (the follow-up trigger), then 'Assistir gravação'.
    await member.goto('/dashboard');
    const bell = member.getByRole('button', { name: /^Notificações/ });
    const notice = member.getByText(`A gravação de "${TITLE}" já está disponível`);
    await bell.click();
    // The panel listens: the notice appears when the trigger has written it.
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(member.getByText(`Você perdeu "${TITLE}"?`, { exact: false })).toHaveCount(0);
    await member.keyboard.press('Escape');

    await member.goto(`/dashboard/ao-vivo/${id}`);
    await member.getByRole('link', { name: 'Assistir gravação' }).click();
    await expect(
      member.getByRole('heading', { level: 1, name: `Gravação: ${TITLE}` }),
    ).toBeVisible();
    await expect(member.getByRole('button', { name: 'Aula concluída' })).toBeVisible();
  });
});
