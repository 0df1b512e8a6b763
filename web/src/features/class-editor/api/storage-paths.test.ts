import { describe, expect, it } from 'vitest';
import { attachmentPath, coverPath, fileExtension } from './storage-paths';

describe('class editor storage paths', () => {
  it('keeps a short lower-case extension, or none', () => {
    expect(fileExtension('Planilha Final.XLSX')).toBe('xlsx');
    expect(fileExtension('sem-extensao')).toBeNull();
    expect(fileExtension('estranho.extensaolonga')).toBeNull();
  });

  it('puts covers under covers/ with the image type as extension', () => {
    expect(coverPath('image/webp', 'abc')).toBe('covers/abc.webp');
    expect(coverPath('image/jpeg', 'abc')).toBe('covers/abc.jpg');
  });

  it("puts materials in the class's folder under their id, never their name", () => {
    expect(attachmentPath('aula-1', 'f00', '../../Roteiro final.PDF')).toBe(
      'attachments/aula-1/f00.pdf',
    );
  });
});
