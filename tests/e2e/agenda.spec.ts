// The agenda in Chromium against the emulators: an admin creates, edits and deletes an event that
// a student sees under 'Futuros' and on the dashboard; an admin schedules a live class through
// the date-time picker and edits one without touching its description; calendar files download.
// The forms' messages, what each role is offered and a class going live on the clock are
// component tests (web/src/features/{events,live-classes}/*.test.tsx).
import { liveClassMessages, saoPauloToday } from '@app/domain';
import { readFile } from 'node:fs/promises';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';
import { openFromMenu } from './journey-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** 'YYYY-MM-DD' of São Paulo's tomorrow, and the same day as the picker is typed (ddMMyyyy). */
function tomorrow() {
  const [y, m, d] = saoPauloToday(new Date()).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const iso = next.toISOString().slice(0, 10);
  const [yy, mm, dd] = iso.split('-');
  return { iso, typed: `${dd}${mm}${yy}`, day: Number(dd) };
}

/** Types into an @mui/x-date-pickers field: its sections fill one after another. */
async function typeInPicker(page: Page, label: string, digits: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits, { delay: 20 });
}

/** The date-time picker: opens from its field, picks a day on the calendar, hour and minute. */
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

test.describe('agenda (Hosting emulator build)', () => {
  // The live-class edit works on the class the schedule step created.
  test.describe.configure({ mode: 'serial' });
  const seeded = useSeededProject('agenda');
  signedInAs('admin');

  test('creates an event for tomorrow that a student sees; edits and deletes it', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const db = seeded.project.db;
    const day = tomorrow();
    await page.goto('/dashboard/eventos');
    await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
    await page.getByRole('button', { name: 'Novo Evento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Evento' });
    await dialog.getByLabel('Título').fill('Mentoria de fechamento do ano');
    await typeInPicker(page, 'Data', day.typed);
    await typeInPicker(page, 'Hora de início', '1930');
    await typeInPicker(page, 'Hora de fim', '2100');
    await dialog.getByLabel('Professor').fill('Ana Souza');
    await dialog.getByLabel('Local').fill('Sala virtual');
    await dialog.getByLabel('Descrição').fill('Revisão de metas e planejamento, com perguntas.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toastText(page, 'Evento criado');
    await expect(dialog).toHaveCount(0);

    const stored = await db
      .collection('events')
      .where('title', '==', 'Mentoria de fechamento do ano')
      .get();
    expect(stored.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        date: day.iso,
        startTime: '19:30',
        endTime: '21:00',
        professor: 'Ana Souza',
        place: 'Sala virtual',
      }),
    ]);

    const student = await pageAs('student');
    await student.goto('/dashboard/eventos');
    const card = student.getByRole('article', { name: 'Mentoria de fechamento do ano' });
    await expect(card.getByText('19:30 às 21:00')).toBeVisible();
    await expect(card.getByText('Professor: Ana Souza')).toBeVisible();
    // 'Adicionar à agenda' downloads a calendar file.
    const [download] = await Promise.all([
      student.waitForEvent('download'),
      card.getByRole('button', { name: 'Adicionar à agenda' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mentoria-de-fechamento-do-ano.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${day.iso.replace(/-/g, '')}T223000Z`);

    await student.getByRole('tab', { name: 'Passados' }).click();
    await expect(
      student
        .getByText('Nenhum evento passado encontrado.')
        .or(student.getByRole('article').first())
        .first(),
    ).toBeVisible();
    await expect(
      student.getByRole('article', { name: 'Mentoria de fechamento do ano' }),
    ).toHaveCount(0);

    await openFromMenu(student, 'Dashboard');
    await expect(
      student
        .getByRole('region', { name: 'Próximos Eventos' })
        .or(student.locator('section', { hasText: 'Próximos Eventos' }))
        .first()
        .getByText('Mentoria de fechamento do ano'),
    ).toBeVisible();

    const adminCard = page.getByRole('article', { name: 'Mentoria de fechamento do ano' });
    await adminCard.getByRole('button', { name: 'Editar evento' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Evento' });
    await expect(edit.getByLabel('Título')).toHaveValue('Mentoria de fechamento do ano');
    await edit.getByLabel('Título').fill('Mentoria de encerramento do ano');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toastText(page, 'Evento atualizado');
    const renamed = page.getByRole('article', { name: 'Mentoria de encerramento do ano' });
    await renamed.getByRole('button', { name: 'Excluir evento' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir evento' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await toastText(page, 'Evento excluído');
    await expect(renamed).toHaveCount(0);
    const left = await db
      .collection('events')
      .where('title', '==', 'Mentoria de encerramento do ano')
      .get();
    expect(left.size).toBe(0);
  });

  test('schedules a live class through the picker, refusing an end before the start', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const day = tomorrow();
    await page.goto('/dashboard/criar-aula-ao-vivo');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Agendar Aula ao Vivo' }),
    ).toBeVisible();
    await page.getByLabel('Título', { exact: true }).fill('Aula ao vivo: metas para 2027');
    await page
      .getByLabel('Descrição', { exact: true })
      .fill('Traga suas metas; vamos revisá-las juntos.');
    await page.getByLabel('Link externo').fill('https://meet.example.com/metas-2027');
    await pickDateTime(page, 'Início', day.day, '19', '30');
    await expect(page.getByRole('combobox', { name: 'Início' })).toHaveValue(/às 19:30$/);
    await pickDateTime(page, 'Fim', day.day, '18', '00');
    await page.getByRole('button', { name: 'Agendar Aula' }).click();
    await expect(page.getByText(liveClassMessages.endAfterStart)).toBeVisible();
    await pickDateTime(page, 'Fim', day.day, '21', '00');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Pré-visualização da capa' })).toBeVisible();
    await page.getByRole('button', { name: 'Agendar Aula' }).click();
    await toastText(page, liveClassMessages.createdTitle);
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/dashboard/aulas-ao-vivo');
    const upcoming = page.getByRole('region', { name: 'Próximas Aulas' });
    const card = upcoming.getByRole('article', { name: 'Aula ao vivo: metas para 2027' });
    await expect(card.getByText(/^Início: .* às 19:30$/)).toBeVisible();
    // The room's link is private (liveClassRooms): the card offers 'Entrar na aula' from 19:15.
    await expect(card.getByRole('button', { name: 'Abre às 19:15' })).toBeDisabled();
    const stored = await seeded.project.db
      .collection('liveClasses')
      .where('title', '==', 'Aula ao vivo: metas para 2027')
      .get();
    expect(stored.docs[0]!.get('externalLink')).toBeUndefined();
    const room = await seeded.project.db.doc(`liveClassRooms/${stored.docs[0]!.id}`).get();
    expect(room.get('externalLink')).toBe('https://meet.example.com/metas-2027');
  });

  test('edits a live class and keeps its description', async ({ page }) => {
    const db = seeded.project.db;
    const stored = await db
      .collection('liveClasses')
      .where('title', '==', 'Aula ao vivo: metas para 2027')
      .get();
    const id = stored.docs[0]!.id;
    await page.goto(`/dashboard/editar-aula-ao-vivo/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Editar Aula ao Vivo' }),
    ).toBeVisible();
    await expect(page.getByText('Alterar imagem de capa (opcional):')).toBeVisible();
    const title = page.getByLabel('Título', { exact: true });
    await expect(title).toHaveValue('Aula ao vivo: metas para 2027');
    await expect(page.getByLabel('Link externo')).toHaveValue(
      'https://meet.example.com/metas-2027',
    );
    await title.fill('Aula ao vivo: metas e prioridades');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await toastText(page, liveClassMessages.updatedTitle);
    await expect(page).toHaveURL('/dashboard/aulas-ao-vivo');
    await expect(
      page.getByRole('article', { name: 'Aula ao vivo: metas e prioridades' }),
    ).toBeVisible();
    const after = (await db.doc(`liveClasses/${id}`).get()).data();
    expect(after).toMatchObject({
      title: 'Aula ao vivo: metas e prioridades',
      description: 'Traga suas metas; vamos revisá-las juntos.',
    });
  });

  test("lists ended classes under 'Passadas' and deletes one after confirming", async ({
    page,
  }) => {
    await page.goto('/dashboard/aulas-ao-vivo');
    const name = 'Aula ao vivo: revisão do mês';
    const card = page.getByRole('region', { name: 'Passadas' }).getByRole('article', { name });
    await card.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir aula ao vivo' });
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await toastText(page, 'Aula ao vivo excluída');
    await expect(card).toHaveCount(0);
    expect((await seeded.project.db.doc('liveClasses/ao-vivo-passada').get()).exists).toBe(false);
  });
});
