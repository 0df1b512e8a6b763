// A stored class document as an admin's form would write it, for suites and benchmarks that add
// classes with the admin SDK. Override any field; the type picks sensible number and course.
import { slugify, type ClassType } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';

const DEFAULT_CREATED_AT = Timestamp.fromMillis(Date.UTC(2025, 2, 10, 12));

export function classFixture(
  type: ClassType,
  title: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const createdAt = (overrides.createdAt as Timestamp | undefined) ?? DEFAULT_CREATED_AT;
  return {
    title,
    description: 'Uma aula completa, com exemplos e um plano de ação para a semana.',
    slug: `${slugify(title)}-abcd1234`,
    videoUrl: 'https://player.vimeo.com/video/1',
    coverUrl: null,
    classNumber: type === 'SEMANAL' ? 7 : null,
    duration: '40 min',
    professorName: 'Marina Costa',
    professorDescription: null,
    professorLink: null,
    type,
    courseId: type === 'CURSO' ? 'curso-financas' : null,
    mainThemeId: 'financas',
    mainThemeName: 'Finanças',
    themeIds: ['financas'],
    attachments: [],
    referencedClassId: null,
    authorId: 'demo-admin',
    authorName: 'Ana',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
