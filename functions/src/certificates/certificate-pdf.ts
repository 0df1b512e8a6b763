import { BRAND_COLORS, certificateMessages as t, longPtBrDate, PLATFORM_NAME } from '@app/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import qrcode from 'qrcode-generator';

export interface CertificatePdfInput {
  name: string;
  courseTitle: string;
  hours: number;
  /** YYYY-MM-DD, São Paulo. */
  completedOn: string;
  /** As stored (no dashes). */
  code: string;
  /** The full address of the verification page, printed and encoded in the QR code. */
  verifyUrl: string;
  /** The issue date as written on the certificate, e.g. '24 de novembro de 2026'. */
  issuedOn: string;
  /** The final quiz's best score, for a course with one ('Aprovado com 85%'). */
  quizScore?: number | null;
}

/** A4 landscape, in PDF points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 56;
/** A '#rrggbb' colour as pdf-lib's RGB (each channel 0–1). */
const hexColor = (hex: string) => {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
};
const BRAND_RED = hexColor(BRAND_COLORS.red);
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.35, 0.35, 0.38);
const QR_SIZE = 112;
const NBSP = '\u00a0';

/**
 * The certificate as an A4 landscape PDF: the brand, 'Certificado de Conclusão', the sentence
 * with the name, course, hours and completion date, the code, the verification address and a
 * QR code for it. Built with pdf-lib's standard Helvetica (nothing to embed, so the file stays
 * around 10 kB); its WinAnsi encoding covers Portuguese, and a character outside it is written
 * without its accent, or as '?', rather than failing the certificate.
 */
export async function drawCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.pdfTitle} — ${input.courseTitle}`, { showInWindowTitleBar: true });
  pdf.setAuthor(PLATFORM_NAME);
  pdf.setSubject(t.pdfCode(input.code));
  pdf.setLanguage('pt-BR');
  pdf.setCreator(PLATFORM_NAME);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  drawFrame(page);
  const center = (text: string, y: number, font: PDFFont, size: number, color = INK) => {
    const safe = encodable(font, text);
    const width = font.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: (PAGE.width - width) / 2, y, size, font, color });
  };

  center(PLATFORM_NAME.toUpperCase(), PAGE.height - 110, bold, 16, BRAND_RED);
  center(t.pdfTitle, PAGE.height - 175, bold, 38);

  // Long names or titles get a smaller size so the sentence never reaches the footer.
  const date = longPtBrDate(input.completedOn);
  const statement = encodable(regular, t.pdfStatement(input)).replace(
    date,
    date.replace(/ /g, NBSP), // the date is never split across lines
  );
  const width = PAGE.width - 2 * (MARGIN + 70);
  let size = 18;
  let lines = wrap(statement, regular, size, width);
  if (lines.length > 4) lines = wrap(statement, regular, (size = 14), width);
  let y = PAGE.height - 250;
  for (const line of lines) {
    center(line, y, regular, size);
    y -= size * 1.55;
  }
  if (input.quizScore != null) {
    center(`${t.quizLabel}: ${t.quizPassed(input.quizScore)}`, y - 8, regular, 14, MUTED);
  }

  const footerY = MARGIN + 40;
  const left = MARGIN + 30;
  page.drawText(encodable(bold, t.pdfCode(input.code)), {
    x: left,
    y: footerY + 58,
    size: 13,
    font: bold,
    color: INK,
  });
  page.drawText(t.pdfVerify, { x: left, y: footerY + 36, size: 11, font: regular, color: MUTED });
  page.drawText(encodable(regular, input.verifyUrl), {
    x: left,
    y: footerY + 20,
    size: 11,
    font: regular,
    color: INK,
  });
  page.drawText(encodable(regular, t.pdfIssuedAt(input.issuedOn)), {
    x: left,
    y: footerY - 4,
    size: 10,
    font: regular,
    color: MUTED,
  });

  drawQrCode(page, input.verifyUrl, PAGE.width - MARGIN - 30 - QR_SIZE, footerY - 10, QR_SIZE);
  return pdf.save();
}

function drawFrame(page: PDFPage) {
  const inset = 24;
  page.drawRectangle({
    x: inset,
    y: inset,
    width: PAGE.width - 2 * inset,
    height: PAGE.height - 2 * inset,
    borderColor: BRAND_RED,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: inset + 8,
    y: inset + 8,
    width: PAGE.width - 2 * (inset + 8),
    height: PAGE.height - 2 * (inset + 8),
    borderColor: MUTED,
    borderWidth: 0.75,
  });
}

/** The QR code's modules (true = dark), error correction M, the smallest version that fits. */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/**
 * Draws the QR code with `x`,`y` its lower-left corner, on white with its quiet zone. Each run of
 * dark modules in a row is one rectangle, a hair taller than a module, so viewers that smooth
 * edges leave no light seams for a scanner to trip on.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const modules = qrModules(text);
  const quiet = 4;
  const cell = size / (modules.length + 2 * quiet);
  const black = rgb(0, 0, 0);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  modules.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      const start = c;
      while (row[c + 1]) c++;
      page.drawRectangle({
        x: x + (start + quiet) * cell,
        y: y + size - (r + quiet + 1) * cell - 0.05 * cell,
        width: (c - start + 1) * cell,
        height: cell * 1.1,
        color: black,
      });
    }
  });
}

/** The text with each character the font cannot encode replaced by its unaccented form or '?'. */
export function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (supported.has(char.codePointAt(0) ?? -1)) return char;
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      return plain && [...plain].every((c) => supported.has(c.codePointAt(0) ?? -1)) ? plain : '?';
    })
    .join('');
}

/** Greedy word wrap to `maxWidth` points. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
