// 'Meus certificados' (happy-dom), with the feature's api module handing in the list: the empty
// text, a certificate's facts and links (its verification page, LinkedIn's add-certification
// form), 'Baixar certificado' once its PDF is stored (disabled, 'Preparando o PDF…', before), and a
// revoked one without the LinkedIn link or the download.
import { cleanup, screen, within } from '@testing-library/react';
import { certificateMessages as t } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import MyCertificatesPage from './my-certificates-page';

const api = vi.hoisted(() => ({ certificates: [] as unknown[] }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/my-certificates', async () => {
  const { fakeLiveRead } = await import('@/testing/fake-reads');
  return { liveMyCertificates: () => fakeLiveRead('my-certificates', () => api.certificates) };
});

const issuedAt = new Date('2026-11-20T15:00:00Z');
const certificate = (courseTitle: string, code: string, revoked = false, pdf = true) => ({
  id: courseTitle,
  code,
  name: 'Assinante Demo',
  courseId: courseTitle,
  courseTitle,
  hours: 12,
  completedOn: '2026-11-20',
  issuedAt: { toDate: () => issuedAt },
  revokedAt: revoked ? { toDate: () => issuedAt } : null,
  pdfPath: pdf ? `certificates/uid/${code}.pdf` : undefined,
});

beforeEach(() => {
  api.certificates = [];
});
afterEach(() => {
  cleanup();
});

describe('MyCertificatesPage', () => {
  it('says how to earn one when there is none', async () => {
    renderScreen(<MyCertificatesPage />, { session: sessionAs('subscriber') });
    expect(screen.getByRole('heading', { level: 1, name: t.myTitle })).toBeInTheDocument();
    expect(screen.getByText(t.myEmpty)).toBeInTheDocument();
    await expectAccessible();
  });

  it('lists each with its facts, its verification page and LinkedIn', async () => {
    api.certificates = [
      certificate('Finanças para Profissionais Liberais', 'FNCS7KQ4M2XD'),
      certificate('IA Aplicada', 'AAAABBBBCCCC', true),
      certificate('Gestão de Projetos', 'DDDDEEEEFFFF', false, false),
    ];
    renderScreen(<MyCertificatesPage />, { session: sessionAs('subscriber') });
    const finance = screen.getByRole('listitem', { name: 'Finanças para Profissionais Liberais' });
    expect(finance).toHaveTextContent('12 horas · Concluído em 20 de novembro de 2026');
    expect(finance).toHaveTextContent('Código: FNCS-7KQ4-M2XD');
    expect(within(finance).getByRole('link', { name: t.verifyLink })).toHaveAttribute(
      'href',
      '/certificado/FNCS-7KQ4-M2XD',
    );
    const linkedIn = new URL(
      within(finance).getByRole('link', { name: t.addToLinkedIn }).getAttribute('href')!,
    );
    expect(linkedIn.hostname).toBe('www.linkedin.com');
    expect(linkedIn.searchParams.get('certId')).toBe('FNCS-7KQ4-M2XD');
    expect(linkedIn.searchParams.get('organizationName')).toBe('Escola Estratégica');
    expect(linkedIn.searchParams.get('certUrl')).toMatch(/\/certificado\/FNCS-7KQ4-M2XD$/);
    expect(within(finance).getByRole('button', { name: t.download })).toBeEnabled();

    const justIssued = screen.getByRole('listitem', { name: 'Gestão de Projetos' });
    expect(within(justIssued).getByRole('button', { name: t.preparingPdf })).toBeDisabled();

    const revoked = screen.getByRole('listitem', { name: 'IA Aplicada' });
    expect(within(revoked).getByText(t.revoked)).toBeInTheDocument();
    expect(within(revoked).queryByRole('link', { name: t.addToLinkedIn })).toBeNull();
    expect(within(revoked).queryByRole('button', { name: t.download })).toBeNull();
    await expectAccessible();
  });
});
