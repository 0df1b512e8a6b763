import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  certificateFileName,
  certificateMessages,
  certificatePdfPath,
  certificateVerifyPath,
  formatCertificateCode,
  linkedInCertificationUrl,
  longPtBrDate,
  newCertificateCode,
  normalizeCertificateCode,
} from './certificate';

describe('certificate codes', () => {
  it('are 12 characters of the unambiguous alphabet, shown in groups of 4', () => {
    let i = 0;
    const code = newCertificateCode((n) => (i++ * 7) % n);
    expect(code).toHaveLength(12);
    expect([...code].every((c) => CERTIFICATE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(formatCertificateCode('7KQ4M2XD9PWA')).toBe('7KQ4-M2XD-9PWA');
  });

  it('accept what people type: lower case, dashes, spaces', () => {
    expect(normalizeCertificateCode(' 7kq4-m2xd 9pwa ')).toBe('7KQ4M2XD9PWA');
    expect(normalizeCertificateCode('7KQ4M2XD9PWA')).toBe('7KQ4M2XD9PWA');
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeCertificateCode('7KQ4-M2XD')).toBeNull();
    expect(normalizeCertificateCode('7KQ4-M2XD-9PW0')).toBeNull(); // 0 is not in the alphabet
    expect(normalizeCertificateCode('../../profiles')).toBeNull();
  });
});

describe('longPtBrDate', () => {
  it('writes the day out in pt-BR, without shifting it', () => {
    expect(longPtBrDate('2026-11-20')).toBe('20 de novembro de 2026');
    expect(longPtBrDate('2026-01-01')).toBe('1 de janeiro de 2026');
  });
});

describe('linkedInCertificationUrl', () => {
  it("fills LinkedIn's add-certification form", () => {
    const url = new URL(
      linkedInCertificationUrl({
        courseTitle: 'Finanças',
        organization: 'Escola Estratégica',
        issuedAt: new Date('2026-12-01T01:00:00Z'), // still 30 November in São Paulo
        code: 'FNCS7KQ4M2XD',
        verifyUrl: 'https://escola.example/certificado/FNCS-7KQ4-M2XD',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Finanças',
      organizationName: 'Escola Estratégica',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://escola.example/certificado/FNCS-7KQ4-M2XD',
      certId: 'FNCS-7KQ4-M2XD',
    });
  });
});

describe('certificate PDF', () => {
  it('lives under its owner, named by its code, and downloads under the grouped code', () => {
    expect(certificatePdfPath('uid-1', 'FNCS7KQ4M2XD')).toBe('certificates/uid-1/FNCS7KQ4M2XD.pdf');
    expect(certificateFileName('FNCS7KQ4M2XD')).toBe('certificado-FNCS-7KQ4-M2XD.pdf');
    expect(certificateVerifyPath('FNCS7KQ4M2XD')).toBe('/certificado/FNCS-7KQ4-M2XD');
  });

  it('states who finished what, with the hours and the date written out', () => {
    expect(
      certificateMessages.pdfStatement({
        name: 'Bruno Assinante',
        courseTitle: 'Finanças para Profissionais Liberais',
        hours: 12,
        completedOn: '2026-11-03',
      }),
    ).toBe(
      'Certificamos que Bruno Assinante concluiu o curso Finanças para Profissionais Liberais, com carga horária de 12 horas, em 3 de novembro de 2026.',
    );
  });
});
