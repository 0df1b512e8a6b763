import { describe, expect, it } from 'vitest';
import privacy from '../src/features/public-site/legal/privacidade.md';
import terms from '../src/features/public-site/legal/termos.md';
import { parseLegalMarkdown } from './legal-markdown';

describe('parseLegalMarkdown', () => {
  it('reads the title, each section and its paragraphs (lines joined)', () => {
    const text = parseLegalMarkdown(
      ['# Termos', '', '## 1. Aceitação', '', 'Primeira linha', 'continua.', '', 'Outro.', ''].join(
        '\n',
      ),
    );
    expect(text).toEqual({
      title: 'Termos',
      sections: [{ heading: '1. Aceitação', paragraphs: ['Primeira linha continua.', 'Outro.'] }],
    });
  });

  it.each([
    ['a list', '# T\n\n## S\n\n- item\n', 'use só "# título", "## seção" e parágrafos'],
    ['a third-level heading', '# T\n\n## S\n\n### Sub\n', 'use só'],
    ['no title', '## S\n\nTexto.\n', 'falta o título'],
    ['text before any section', '# T\n\nSolto.\n', 'texto antes da primeira seção'],
    ['an empty section', '# T\n\n## S\n', 'não tem texto'],
  ])('refuses %s', (_, source, message) => {
    expect(() => parseLegalMarkdown(source, 'doc.md')).toThrow(message);
  });

  it('turns the shipped documents into their title and sections (through the Vite plugin)', () => {
    for (const text of [terms, privacy]) {
      expect(text.title).not.toBe('');
      expect(text.sections.length).toBeGreaterThan(3);
      for (const section of text.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
    expect(terms.title).toBe('Termos de Uso');
    expect(privacy.title).toBe('Política de Privacidade');
  });
});
