// 'Certificados' of a member in the console (happy-dom), with the api module mocked: the empty
// text, and 'Revogar' asking for a reason before it calls revokeCertificate.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { certificateMessages as t, callableMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { MemberRow } from '../api/members-list';
import { CertificatesDialog } from './certificates-dialog';

const api = vi.hoisted(() => ({
  certificates: [] as unknown[],
  pending: false,
  revoke: vi.fn(async () => ({ code: 'FNCS7KQ4M2XD', revoked: true })),
}));
vi.mock('../api/member-certificates', async () => {
  const { fakeRead } = await import('@/testing/fake-reads');
  return {
    // `pending`: an answer that never comes, to look at the loading state.
    memberCertificates: () =>
      fakeRead(
        'member-certificates',
        () => api.certificates,
        () => api.pending,
      ),
    revokeMemberCertificate: api.revoke,
  };
});

const member = { id: 'demo-assinante', name: 'Bruno Assinante' } as MemberRow;

const openDialog = () =>
  renderScreen(<CertificatesDialog member={member} onClose={() => undefined} />, {
    session: sessionAs('admin'),
  });

beforeEach(() => {
  api.revoke.mockClear();
  api.certificates = [
    {
      id: 'curso-financas',
      code: 'FNCS7KQ4M2XD',
      name: 'Bruno Assinante',
      courseId: 'curso-financas',
      courseTitle: 'Finanças',
      hours: 12,
      completedOn: '2026-11-20',
      issuedAt: { toDate: () => new Date() },
      revokedAt: null,
    },
  ];
});
afterEach(() => {
  cleanup();
  api.pending = false;
});

describe('CertificatesDialog', () => {
  it('while loading: a spinner named for what it loads', async () => {
    api.pending = true;
    openDialog();
    expect(screen.getByRole('progressbar', { name: t.consoleLoading })).toBeInTheDocument();
    await expectAccessible();
  });

  it('says when the member has none', async () => {
    api.certificates = [];
    openDialog();
    expect(await screen.findByText(t.consoleEmpty)).toBeInTheDocument();
  });

  it("'Revogar' needs a reason, then revokes", async () => {
    openDialog();
    const item = await screen.findByRole('listitem', { name: 'Finanças' });
    expect(item).toHaveTextContent('FNCS-7KQ4-M2XD · 12 horas · 20 de novembro de 2026');
    fireEvent.click(within(item).getByRole('button', { name: t.revoke }));
    fireEvent.click(within(item).getByRole('button', { name: t.confirmRevoke }));
    // The form checks asynchronously (react-hook-form).
    expect(
      await within(item).findByText(callableMessages.revokeReasonRequired),
    ).toBeInTheDocument();
    expect(api.revoke).not.toHaveBeenCalled();

    fireEvent.change(within(item).getByLabelText(t.revokeReason), {
      target: { value: 'Fraude comprovada' },
    });
    fireEvent.click(within(item).getByRole('button', { name: t.confirmRevoke }));
    expect(await screen.findByText(t.revokedToast)).toBeInTheDocument();
    expect(api.revoke).toHaveBeenCalledWith({
      uid: 'demo-assinante',
      courseId: 'curso-financas',
      reason: 'Fraude comprovada',
    });
  });
});
