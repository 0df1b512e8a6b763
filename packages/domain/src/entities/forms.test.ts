// The forms' rules and their exact pt-BR messages.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginFormSchema } from './auth';
import {
  buildClassSlug,
  classCreateFormSchema,
  courseClassFormSchema,
  CLASS_SLUG_PATTERN,
  slugify,
} from './class';
import { commentAuthorLabel, commentFormSchema } from './comment';
import { courseCreateFormSchema, courseEditFormSchema } from './course';
import { eventFormSchema } from './event';
import { attachmentFileSchema, coverFileSchema, courseCoverFileSchema } from './files';
import { formatPhone, leadErrorToast, leadFormSchema } from './lead';
import { liveClassCreateFormSchema, liveClassEditFormSchema } from './live-class';
import { partnerSurveyFormSchema } from './partner-survey';
import { profileFormSchema } from './profile';

/** The messages of a failed parse, keyed by dotted path. */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('comment form', () => {
  it('trims and checks 3..500', () => {
    expect(commentFormSchema.parse({ text: '  Ótima aula  ' }).text).toBe('Ótima aula');
    expect(errors(commentFormSchema, { text: '  ab   ' })).toEqual({
      text: ['O comentário deve ter pelo menos 3 caracteres'],
    });
    expect(errors(commentFormSchema, { text: 'x'.repeat(501) })).toEqual({
      text: ['O comentário não pode exceder 500 caracteres'],
    });
    expect(commentFormSchema.safeParse({ text: 'x'.repeat(500) }).success).toBe(true);
  });

  it('maps author labels', () => {
    expect(commentAuthorLabel('ADMIN')).toBe('ADMIN');
    expect(commentAuthorLabel('INSTRUTOR')).toBe('INSTRUTOR');
    expect(commentAuthorLabel('ALUNO')).toBe('ALUNO');
    expect(commentAuthorLabel('qualquer')).toBe('STUDENT');
    expect(commentAuthorLabel(undefined)).toBe('STUDENT');
  });
});

describe('lead form', () => {
  it('stores digits only and lower-case e-mail', () => {
    expect(
      leadFormSchema.parse({ name: ' Ana ', email: 'Ana@X.com', phone: '(11) 98765-4321' }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@x.com',
      phone: '11987654321',
    });
  });

  it('gives the pt-BR titles, with descriptions for the toast', () => {
    const e = errors(leadFormSchema, { name: '  ', email: 'ana@', phone: '(11) 9876' });
    expect(e).toEqual({
      name: ['Nome obrigatório'],
      email: ['Email inválido'],
      phone: ['Telefone inválido'],
    });
    expect(leadErrorToast('Telefone inválido')?.description).toBe(
      'Por favor, informe um telefone válido com DDD.',
    );
    expect(
      errors(leadFormSchema, { name: 'A', email: 'a@b.co', phone: '123456789012' }).phone,
    ).toEqual(['Telefone inválido']);
  });

  it('formats phones as typed', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
  });
});

describe('login form', () => {
  it('has the pt-BR messages', () => {
    expect(errors(loginFormSchema, { email: 'x', password: '' })).toEqual({
      email: ['Email inválido'],
      password: ['A senha é obrigatória'],
    });
  });
});

describe('profile form', () => {
  const base = {
    name: 'Maria Silva',
    email: 'maria@demo.test',
    phone: '',
    profession: '',
    interests: [],
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
  it('accepts an empty phone and no password change', () => {
    expect(profileFormSchema.safeParse(base).success).toBe(true);
  });
  it('checks name, phone and the password change rules', () => {
    expect(errors(profileFormSchema, { ...base, name: 'Ma', phone: '11999' })).toEqual({
      name: ['O nome deve ter pelo menos 3 caracteres'],
      phone: ['Telefone deve ter no mínimo 10 caracteres'],
    });
    expect(
      errors(profileFormSchema, { ...base, newPassword: '123', confirmPassword: '124' }),
    ).toEqual({
      currentPassword: ['A senha atual é obrigatória para definir uma nova senha'],
      newPassword: ['A nova senha deve ter pelo menos 6 caracteres'],
      confirmPassword: ['As senhas não coincidem'],
    });
    expect(
      profileFormSchema.safeParse({
        ...base,
        currentPassword: 'old',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }).success,
    ).toBe(true);
  });
});

describe('class forms', () => {
  const valid = {
    type: 'SEMANAL',
    title: 'Fluxo de caixa',
    description: 'Como organizar o fluxo de caixa da empresa.',
    videoUrl: 'https://player.vimeo.com/video/1',
    professorName: 'Ana',
    professorDescription: '',
    professorLink: '',
    mainThemeId: 't1',
    themeIds: ['t2'],
    referencedClassId: '',
  };
  it('accepts a valid weekly class', () => {
    expect(classCreateFormSchema.safeParse(valid).success).toBe(true);
  });
  it('gives the pt-BR messages', () => {
    expect(
      errors(classCreateFormSchema, {
        ...valid,
        type: '',
        title: 'Aula',
        description: 'curta',
        videoUrl: 'nope',
        professorLink: 'ftp://x',
        mainThemeId: '',
        themeIds: [],
      }),
    ).toEqual({
      type: ['Selecione o tipo de aula'],
      title: ['O título deve ter pelo menos 5 caracteres'],
      description: ['A descrição deve ter pelo menos 20 caracteres'],
      videoUrl: ['URL de vídeo inválida. Use um link de incorporação do YouTube ou Vimeo'],
      professorLink: ['URL inválida'],
      mainThemeId: ['Selecione um tema principal'],
      themeIds: ['Selecione pelo menos um tema relacionado'],
    });
    expect(errors(classCreateFormSchema, { ...valid, title: 'x'.repeat(101) }).title).toEqual([
      'O título não pode exceder 100 caracteres',
    ]);
  });
  it('course class form only needs title, video and professor', () => {
    expect(
      errors(courseClassFormSchema, {
        title: '',
        videoUrl: '',
        professorName: '',
        description: '',
        duration: '',
        professorDescription: '',
        professorLink: '',
      }),
    ).toEqual({
      title: ['Nome da aula é obrigatório'],
      videoUrl: ['Link do vídeo é obrigatório'],
      professorName: ['Professor é obrigatório'],
    });
    expect(
      errors(courseClassFormSchema, {
        title: 'Aula 1',
        videoUrl: 'abc',
        professorName: 'Ana',
        description: '',
        duration: '15 min',
        professorDescription: '',
        professorLink: '',
      }),
    ).toEqual({ videoUrl: ['URL do vídeo deve ser válida'] });
  });
  it('builds slugs from the title plus 8 random characters', () => {
    expect(slugify('Aula de Finanças: Introdução!')).toBe('aula-de-financas-introducao');
    const slug = buildClassSlug('Aula de Finanças', () => 0);
    expect(slug).toBe('aula-de-financas-aaaaaaaa');
    expect(CLASS_SLUG_PATTERN.test(buildClassSlug('Qualquer título'))).toBe(true);
  });
});

describe('course forms', () => {
  it('create form messages', () => {
    expect(
      errors(courseCreateFormSchema, {
        title: 'ab',
        description: '',
        coverUrl: 'x',
        professorName: 'A',
        professorDescription: 'curta',
        professorLink: '',
        hours: '',
      }),
    ).toEqual({
      title: ['Título deve ter pelo menos 3 caracteres'],
      coverUrl: ['URL inválida'],
      professorName: ['Nome deve ter pelo menos 2 caracteres'],
      professorDescription: ['Bio deve ter pelo menos 10 caracteres'],
    });
    expect(
      errors(courseCreateFormSchema, {
        title: '',
        description: '',
        coverUrl: '',
        professorName: '',
        professorDescription: '',
        professorLink: '',
        hours: '',
      }),
    ).toMatchObject({
      title: expect.arrayContaining(['Título é obrigatório']),
      professorName: expect.arrayContaining(['Nome do professor é obrigatório']),
      professorDescription: expect.arrayContaining(['Bio do professor é obrigatória']),
    });
  });
  it('edit form requires the title', () => {
    expect(errors(courseEditFormSchema, { title: '', coverUrl: '', hours: '' }).title).toContain(
      'O título é obrigatório',
    );
  });
  it("'Carga horária (horas)': empty, or whole hours from 1 to 1000", () => {
    const hours = (value: string) =>
      errors(courseEditFormSchema, { title: 'Curso', coverUrl: '', hours: value }).hours;
    expect(hours('')).toBeUndefined();
    expect(hours(' 40 ')).toBeUndefined();
    expect(hours('1000')).toBeUndefined();
    for (const value of ['0', '1001', '2.5', 'dez']) {
      expect(hours(value)).toEqual(['Informe um número inteiro de horas entre 1 e 1000']);
    }
  });
});

describe('event form', () => {
  const valid = {
    title: 'Encontro',
    date: '2025-07-01',
    startTime: '19:00',
    endTime: '',
    professor: '',
    place: '',
    description: '',
  };
  it('accepts YYYY-MM-DD and HH:MM', () => {
    expect(eventFormSchema.safeParse(valid).success).toBe(true);
  });
  it('rejects other shapes', () => {
    expect(
      errors(eventFormSchema, {
        ...valid,
        title: '',
        date: '01/07/2025',
        startTime: '7pm',
        endTime: '25:00',
      }),
    ).toEqual({
      title: ['Título é obrigatório'],
      date: ['Data inválida'],
      startTime: ['Horário inválido (use HH:MM)'],
      endTime: ['Horário inválido (use HH:MM)'],
    });
  });
});

describe('live class forms', () => {
  const cover = { name: 'capa.png', size: 1000, type: 'image/png' };
  const valid = {
    title: 'Aula ao vivo',
    description: '',
    externalLink: 'https://meet.example.com/abc',
    startsAt: new Date('2025-07-01T19:00:00Z'),
    endsAt: new Date('2025-07-01T20:00:00Z'),
    cover,
  };
  it('accepts a valid class', () => {
    expect(liveClassCreateFormSchema.safeParse(valid).success).toBe(true);
    expect(liveClassEditFormSchema.safeParse({ ...valid, cover: null }).success).toBe(true);
  });
  it('requires the cover on create only', () => {
    expect(errors(liveClassCreateFormSchema, { ...valid, cover: null })).toEqual({
      cover: ['Por favor, selecione uma imagem de capa'],
    });
  });
  it('puts "end after start" on the end field', () => {
    expect(
      errors(liveClassEditFormSchema, { ...valid, cover: null, endsAt: valid.startsAt }),
    ).toEqual({
      endsAt: ['O horário de fim deve ser posterior ao de início'],
    });
  });
  it('has the pt-BR messages for title, link and missing times', () => {
    expect(
      errors(liveClassEditFormSchema, {
        ...valid,
        cover: null,
        title: 'Aula',
        externalLink: 'x',
        startsAt: null,
        endsAt: null,
      }),
    ).toEqual({
      title: ['O título deve ter pelo menos 5 caracteres'],
      externalLink: ['O link deve ser uma URL válida'],
      startsAt: ['Defina um horário de início'],
      endsAt: ['Defina um horário de fim'],
    });
  });
});

describe('files', () => {
  it('checks attachment size and type', () => {
    expect(
      attachmentFileSchema.safeParse({
        name: 'a.pdf',
        size: 10 * 1024 * 1024,
        type: 'application/pdf',
      }).success,
    ).toBe(true);
    expect(
      errors(attachmentFileSchema, {
        name: 'a.pdf',
        size: 10 * 1024 * 1024 + 1,
        type: 'application/pdf',
      }),
    ).toEqual({
      '': ['O arquivo é muito grande. Tamanho máximo: 10MB'],
    });
    expect(
      errors(attachmentFileSchema, { name: 'a.exe', size: 1, type: 'application/x-msdownload' }),
    ).toEqual({
      '': ['Tipo de arquivo não suportado. Apenas PDF, DOC, XLS e ZIP são permitidos.'],
    });
  });
  it('checks covers', () => {
    expect(
      errors(coverFileSchema, { name: 'a.gif', size: 6 * 1024 * 1024, type: 'image/gif' })[''],
    ).toEqual([
      'A imagem é muito grande. Tamanho máximo: 5MB',
      'Tipo de arquivo não suportado. Apenas JPEG, PNG e WebP são permitidos.',
    ]);
    expect(
      errors(courseCoverFileSchema, { name: 'a.txt', size: 1, type: 'text/plain' })[''],
    ).toEqual(['Por favor, selecione apenas arquivos de imagem.']);
  });
});

describe('partner survey form', () => {
  it('needs a 1..5 rating', () => {
    expect(partnerSurveyFormSchema.safeParse({ rating: 4, comment: '' }).success).toBe(true);
    expect(errors(partnerSurveyFormSchema, { rating: 0, comment: '' })).toEqual({
      rating: ['Avaliação obrigatória'],
    });
    expect(errors(partnerSurveyFormSchema, { rating: undefined, comment: '' })).toEqual({
      rating: ['Avaliação obrigatória'],
    });
  });
});
