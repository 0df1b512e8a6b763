// The public certificate check (happy-dom), with the REST read mocked: the three verdicts in the
// product's words, the facts shown, and a typed code accepted in lower case without dashes (one
// that cannot be a code reads nothing).
import { cleanup, screen } from '@testing-library/react';
import { certificateMessages as t } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import VerifyCertificatePage from './verify-certificate-page';

const api = vi.hoisted(() => ({
  result: null as unknown,
  codes: [] as string[],
}));
vi.mock('./api/read-certificate', () => ({
  readCertificate: async (code: string) => {
    api.codes.push(code);
    return api.result;
  },
}));

const CERTIFICATE = {
  name: 'Bruno Assinante',
  courseTitle: 'Finanças para Profissionais Liberais',
  hours: 12,
  completedOn: '2026-11-20',
  revokedAt: null,
  quizScore: null,
};

const open = (code: string) =>
  renderScreen(<VerifyCertificatePage />, {
    route: `/certificado/${code}`,
    path: '/certificado/:code',
  });

beforeEach(() => {
  api.codes = [];
  api.result = CERTIFICATE;
});
afterEach(() => {
  cleanup();
});

describe('VerifyCertificatePage', () => {
  it("says 'Certificado válido' with the holder, course, hours, day and code", async () => {
    open('fncs7kq4m2xd');
    expect(await screen.findByRole('heading', { level: 1, name: t.valid })).toBeInTheDocument();
    expect(api.codes).toEqual(['FNCS7KQ4M2XD']);
    for (const text of [
      'Bruno Assinante',
      'Finanças para Profissionais Liberais',
      '12 horas',
      '20 de novembro de 2026',
      'FNCS-7KQ4-M2XD',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows the final quiz passed, with its score, only on a certificate that has one', async () => {
    open('FNCS-7KQ4-M2XD');
    await screen.findByRole('heading', { level: 1, name: t.valid });
    expect(screen.queryByText(t.quizLabel)).toBeNull();
    cleanup();
    api.result = { ...CERTIFICATE, quizScore: 90 };
    open('FNCS-7KQ4-M2XD');
    await screen.findByRole('heading', { level: 1, name: t.valid });
    expect(screen.getByText(t.quizLabel)).toBeInTheDocument();
    expect(screen.getByText('Aprovado com 90%')).toBeInTheDocument();
  });

  it("says 'Certificado revogado' with the day it was revoked", async () => {
    api.result = { ...CERTIFICATE, revokedAt: new Date('2026-11-22T15:00:00Z') };
    open('FNCS-7KQ4-M2XD');
    expect(await screen.findByRole('heading', { level: 1, name: t.revoked })).toBeInTheDocument();
    expect(screen.getByText('Revogado em 22 de novembro de 2026.')).toBeInTheDocument();
  });

  it("says 'Certificado não encontrado' for an unknown code, and reads nothing for a malformed one", async () => {
    api.result = null;
    open('AAAA-BBBB-CCCC');
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeInTheDocument();
    cleanup();
    api.codes = [];
    open('nao-e-um-codigo');
    expect(await screen.findByRole('heading', { level: 1, name: t.notFound })).toBeInTheDocument();
    expect(api.codes).toEqual([]);
  });
});
