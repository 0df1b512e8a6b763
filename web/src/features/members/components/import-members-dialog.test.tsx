// 'Importar membros' (happy-dom), with the api module mocked: a file with one bad row shows the
// totals and the error table (accessible), 'Baixar erros' saves them, the welcome e-mail box is
// sent with the rows, and the progress bar follows the job to its end.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberImportJob } from '@app/domain';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { StartImport } from '../api/member-import';
import { memberImportDialogMessages as t } from '../messages';
import { ImportMembersDialog } from './import-members-dialog';

const api = vi.hoisted(() => ({
  staged: [] as StartImport[],
  runs: [] as string[],
  downloads: [] as { name: string; content: string }[],
  job: null as Partial<MemberImportJob> | null,
  finishRun: () => undefined as void,
}));

vi.mock('../api/member-import', async () => {
  const { fakeLiveRead } = await import('@/testing/fake-reads');
  return {
    lookupMembers: async (emails: string[]) =>
      emails
        .filter((email) => email === 'antiga@exemplo.com' || email === 'igual@exemplo.com')
        .map((email) => ({
          email,
          plan: 'fundador',
          validUntil:
            email === 'igual@exemplo.com' ? '2027-01-01T03:00:00.000Z' : '2026-01-01T03:00:00.000Z',
        })),
    stageImport: async (input: StartImport) => {
      api.staged.push(input);
      return 'job-1';
    },
    runImport: (jobId: string) => {
      api.runs.push(jobId);
      return new Promise((resolve) => {
        api.finishRun = () => resolve({ status: 'done', done: 3, total: 3 });
      });
    },
    liveImportJob: (jobId: string) =>
      fakeLiveRead(`job:${jobId}`, () => ({ id: jobId, ...api.job })),
    unfinishedImports: () => fakeLiveRead('unfinished', () => []),
  };
});
vi.mock('@/lib/download', () => ({
  downloadFile: (name: string, content: string) => api.downloads.push({ name, content }),
}));

const csv = [
  'Nome;E-mail;Plano;Validade',
  'Nova Pessoa;nova@exemplo.com;Mensal;31/12/2026',
  'Antiga;antiga@exemplo.com;Fundador;31/12/2027',
  'Igual;igual@exemplo.com;Fundador;01/01/2027',
  'Errada;errada@gmial.com;Mensal;',
].join('\r\n');

const open = () =>
  renderScreen(<ImportMembersDialog onClose={() => undefined} />, { session: sessionAs('admin') });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

afterEach(() => {
  cleanup();
  api.staged = [];
  api.runs = [];
  api.downloads = [];
  api.job = null;
});

describe('ImportMembersDialog', () => {
  it('first: the file picker and the welcome e-mail box, ticked', async () => {
    open();
    expect(screen.getByRole('dialog', { name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t.sendWelcome })).toBeChecked();
    expect(screen.getByText(t.pickFile)).toBeInTheDocument();
    await expectAccessible();
  });

  it('the dry run: totals, each refused row with its reason, and the errors as CSV', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(fileInput(), new File([csv], 'membros.csv', { type: 'text/csv' }));

    const totals = await screen.findByRole('group', { name: t.totalsLabel });
    expect(within(totals).getByText(t.totalNew).nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText(t.totalUpdated).nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText(t.totalUnchanged).nextSibling).toHaveTextContent('1');
    expect(within(totals).getByText(t.totalErrors).nextSibling).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: t.errorsTitle });
    expect(table).toHaveTextContent(
      'Linha 5: e-mail com provável erro de digitação (gmial.com; seria gmail.com?)',
    );
    await expectAccessible();

    await user.click(screen.getByRole('button', { name: t.downloadErrors }));
    expect(api.downloads[0]?.name).toBe(t.errorsFileName);
    expect(api.downloads[0]?.content).toContain('5;errada@gmial.com;"Linha 5: e-mail com provável');
  });

  it('imports the valid rows, without the welcome e-mail when unticked, and follows the job', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('checkbox', { name: t.sendWelcome }));
    // What the job document says once the function has written every row.
    api.job = { fileName: 'membros.csv', done: 3, total: 3, created: 1, updated: 1, unchanged: 1 };
    await user.upload(fileInput(), new File([csv], 'membros.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: t.importButton(3) }));

    await waitFor(() => expect(api.runs).toEqual(['job-1']));
    expect(api.staged).toHaveLength(1);
    expect(api.staged[0]).toMatchObject({ fileName: 'membros.csv', sendWelcome: false });
    expect(api.staged[0]?.rows.map((row) => row.email)).toEqual([
      'nova@exemplo.com',
      'antiga@exemplo.com',
      'igual@exemplo.com',
    ]);

    api.finishRun();
    expect(await screen.findByText(t.doneTitle)).toBeInTheDocument();
    expect(await screen.findByText(t.doneSummary(1, 1, 1))).toBeInTheDocument();
    expect(screen.getByText(t.progress(3, 3))).toBeInTheDocument();
    await expectAccessible();
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const user = userEvent.setup();
    open();
    const big = new File(['x'], 'grande.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('mais de 10 MB');
  });
});
