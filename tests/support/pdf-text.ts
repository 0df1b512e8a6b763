// Reads a PDF's text back the way a reader would: Mozilla's pdf.js (the legacy build, which runs
// in Node 20), page by page, items joined with spaces, so a test can look for whole sentences.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's metrics of the 14 standard fonts (Helvetica…), which Node reads from disk. */
const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

export interface PdfSummary {
  pages: number;
  /** Width and height of page 1 in points. */
  size: { width: number; height: number };
  text: string;
  title: string | undefined;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  try {
    const chunks: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) chunks.push(item.str);
    }
    const [, , width, height] = (await pdf.getPage(1)).view as [number, number, number, number];
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return {
      pages: pdf.numPages,
      size: { width, height },
      text: chunks.join(' ').replace(/\s+/g, ' '),
      title: info.Title,
    };
  } finally {
    await pdf.destroy();
  }
}
