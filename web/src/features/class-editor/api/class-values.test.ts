import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  classEditorCreateSchema,
  coverProblem,
  EMPTY_CLASS_VALUES,
  toClassFields,
  toEditorValues,
} from './class-values';

const typed = {
  ...EMPTY_CLASS_VALUES,
  type: 'INSIGHT' as const,
  referencedClassId: 'semanal-03',
  mainThemeId: 'vendas',
  themeIds: ['negocios', 'negocios', 'marketing'],
  title: '  Insight de vendas  ',
  description: 'Uma descrição com mais de vinte caracteres.',
  videoUrl: 'https://player.vimeo.com/video/123',
  duration: ' ',
  professorName: 'Rafael Torres',
};

describe('class editor values', () => {
  it('turns typed values into stored fields: trimmed, empty optionals null, themes once', () => {
    expect(toClassFields(typed, 'Vendas')).toEqual({
      title: 'Insight de vendas',
      description: 'Uma descrição com mais de vinte caracteres.',
      videoUrl: 'https://player.vimeo.com/video/123',
      duration: null,
      professorName: 'Rafael Torres',
      professorDescription: null,
      professorLink: null,
      mainThemeId: 'vendas',
      mainThemeName: 'Vendas',
      themeIds: ['negocios', 'marketing'],
      referencedClassId: 'semanal-03',
    });
  });

  it('drops the reference of a weekly class', () => {
    expect(toClassFields({ ...typed, type: 'SEMANAL' }, 'Vendas').referencedClassId).toBeNull();
  });

  it('prefills the edit form from a stored class and accepts it back', () => {
    const values = toEditorValues({ ...toClassFields(typed, 'Vendas'), type: 'INSIGHT' });
    expect(values).toMatchObject({ type: 'INSIGHT', duration: '', professorLink: '' });
    expect(classEditorCreateSchema.safeParse(values).success).toBe(true);
  });

  it('checks chosen files again: type and size', () => {
    const file = (name: string, type: string, size: number) => ({ name, type, size });
    expect(coverProblem(file('capa.png', 'image/png', 1024))).toBeNull();
    expect(coverProblem(file('capa.gif', 'image/gif', 1024))).toMatch(/Apenas JPEG, PNG e WebP/);
    expect(coverProblem(file('capa.png', 'image/png', 6 * 1024 * 1024))).toMatch(/5MB/);
    expect(attachmentProblem(file('a.pdf', 'application/pdf', 1024))).toBeNull();
    expect(attachmentProblem(file('a.exe', 'application/x-msdownload', 10))).toMatch(/PDF, DOC/);
  });
});
