// Unit test (no emulator): the QR code printed on the certificate reads back as its verification
// address, and text the standard font cannot encode degrades instead of failing the PDF. The
// whole PDF's text is read back in tests/functions/certificates.test.ts.
import jsQR from 'jsqr';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodable, qrModules, drawCertificatePdf } from './certificate-pdf';

/** The modules as an RGBA bitmap, `scale` pixels per module, with a white quiet zone. */
function bitmap(modules: boolean[][], scale = 4, quiet = 4) {
  const side = (modules.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const i = (((r + quiet) * scale + y) * side + (c + quiet) * scale + x) * 4;
          data.fill(0, i, i + 3);
        }
    }),
  );
  return { data, side };
}

describe('certificate PDF', () => {
  it('encodes the verification address in its QR code', () => {
    const url = 'https://escola.example/certificado/FNCS-7KQ4-M2XD';
    const { data, side } = bitmap(qrModules(url));
    expect(jsQR(data, side, side)?.data).toBe(url);
  });

  it('keeps Portuguese as written and degrades what Helvetica cannot encode', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(encodable(font, 'João Conceição, Ética & Gestão')).toBe(
      'João Conceição, Ética & Gestão',
    );
    expect(encodable(font, 'Nguyễn Thị Ánh 🎓')).toBe('Nguyen Thi Ánh ?');
  });

  it('renders a one-page PDF for any name', async () => {
    const bytes = await drawCertificatePdf({
      name: 'Nguyễn 🎓 '.repeat(12),
      courseTitle: 'Curso com um título bem comprido '.repeat(3),
      hours: 1000,
      completedOn: '2026-11-24',
      code: 'FNCS7KQ4M2XD',
      verifyUrl: 'https://escola.example/certificado/FNCS-7KQ4-M2XD',
      issuedOn: '24 de novembro de 2026',
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
