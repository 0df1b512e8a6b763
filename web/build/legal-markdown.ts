// The Terms and the Privacy notice are written as Markdown documents
// (src/features/public-site/legal/*.md) so whoever revises them edits prose, not TypeScript.
// This plugin turns each one into its data at build time ({ title, sections }), so the pages
// ship no Markdown parser. The format is deliberately small: one '# title', '## section'
// headings and plain paragraphs; anything else fails the build instead of showing raw marks.
import type { Plugin } from 'vite';

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalText = { title: string; sections: LegalSection[] };

const UNSUPPORTED = /^(#{3,}\s|[-*+]\s|>|\d+[.)]\s|```|\|)/;

export function parseLegalMarkdown(source: string, file = 'documento'): LegalText {
  let title: string | null = null;
  const sections: LegalSection[] = [];
  let paragraph: string[] = [];

  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const section = sections.at(-1);
    if (!section) throw new Error(`${file}: texto antes da primeira seção (## título).`);
    section.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };

  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const where = `${file}:${index + 1}`;
    if (line === '') return endParagraph();
    if (line.startsWith('# ')) {
      if (title !== null) throw new Error(`${where}: só pode haver um título (# ...).`);
      if (sections.length > 0) throw new Error(`${where}: o título (# ...) vem antes das seções.`);
      title = line.slice(2).trim();
      return;
    }
    if (line.startsWith('## ')) {
      endParagraph();
      sections.push({ heading: line.slice(3).trim(), paragraphs: [] });
      return;
    }
    if (UNSUPPORTED.test(line)) {
      throw new Error(
        `${where}: use só "# título", "## seção" e parágrafos (encontrado "${line}").`,
      );
    }
    paragraph.push(line);
  });
  endParagraph();

  if (title === null) throw new Error(`${file}: falta o título (# ...).`);
  const empty = sections.find((section) => section.paragraphs.length === 0);
  if (empty) throw new Error(`${file}: a seção "${empty.heading}" não tem texto.`);
  return { title, sections };
}

export function legalMarkdown(): Plugin {
  return {
    name: 'escola:legal-markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const text = parseLegalMarkdown(source, id);
      return { code: `export default ${JSON.stringify(text)};`, map: null };
    },
  };
}
