// classes/{classId} and the class forms: create, edit, add-class-to-course.
import { z } from 'zod';
import {
  ATTACHMENTS_MAX_COUNT,
  CLASS_DESCRIPTION_MIN_LENGTH,
  CLASS_NUMBER_MIN,
  CLASS_SLUG_SUFFIX_LENGTH,
  CLASS_TITLE_MAX_LENGTH,
  CLASS_TITLE_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  THEMES_MAX_COUNT,
} from '../limits';
import { timestampLikeSchema } from '../timestamps';
import { httpUrl, optionalString, urlOrEmpty } from './shared';

export const CLASS_TYPES = ['SEMANAL', 'INSIGHT', 'CURSO'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
/** Types any user with access may read; CURSO needs a subscription too. */
export const OPEN_CLASS_TYPES = ['SEMANAL', 'INSIGHT'] as const satisfies readonly ClassType[];
export const DEFAULT_CLASS_TYPE: ClassType = 'SEMANAL';
export const classTypeSchema = z.enum(CLASS_TYPES);

export const classMessages = {
  titleMin: 'O título deve ter pelo menos 5 caracteres',
  titleMax: 'O título não pode exceder 100 caracteres',
  descriptionMin: 'A descrição deve ter pelo menos 20 caracteres',
  videoUrl: 'URL de vídeo inválida. Use um link de incorporação do YouTube ou Vimeo',
  invalidUrl: 'URL inválida',
  typeRequired: 'Selecione o tipo de aula',
  mainThemeRequired: 'Selecione um tema principal',
  relatedThemesRequired: 'Selecione pelo menos um tema relacionado',
  professorNameRequired: 'Nome do professor é obrigatório',
  // Add class to course
  courseClassTitleRequired: 'Nome da aula é obrigatório',
  courseClassVideoRequired: 'Link do vídeo é obrigatório',
  courseClassVideoInvalid: 'URL do vídeo deve ser válida',
  courseClassProfessorRequired: 'Professor é obrigatório',
  // Toasts and service messages
  mustBeLoggedIn: 'Você precisa estar logado para criar uma aula',
  createError: 'Não foi possível criar a aula. Tente novamente.',
  updateError: 'Não foi possível atualizar a aula. Tente novamente.',
  loadError: 'Erro ao carregar dados da aula',
  idNotFound: 'ID da aula não encontrado',
  accessDeniedTitle: 'Acesso negado',
  accessDeniedDescription: 'Você não tem permissão para editar aulas',
  notFoundTitle: 'Aula não encontrada',
  notFoundDescription: 'A aula que você está procurando não existe.',
  themesSaveError: 'Erro ao salvar temas relacionados. Por favor, tente novamente.',
  unknownAuthor: 'Unknown Author',
  emptyWeeklyTitle: 'Nenhuma aula semanal encontrada',
  emptyWeeklyDescription: 'As aulas semanais aparecerão aqui quando estiverem disponíveis.',
} as const;

/** One support material stored on the class (the file itself lives in Storage). */
export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A stored class document. */
export const classSchema = z.object({
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  videoUrl: z.string(),
  coverUrl: optionalString,
  classNumber: z.number().int().min(CLASS_NUMBER_MIN).nullish(),
  duration: optionalString,
  professorName: z.string(),
  professorDescription: optionalString,
  professorLink: optionalString,
  type: classTypeSchema,
  courseId: optionalString,
  mainThemeId: optionalString,
  mainThemeName: optionalString,
  themeIds: z.array(z.string()),
  attachments: z.array(attachmentSchema).max(ATTACHMENTS_MAX_COUNT),
  referencedClassId: optionalString,
  /** Kept by the ratings trigger (functions/src/ratings); clients never write them. */
  ratingCount: z.number().int().nonnegative().nullish(),
  ratingSum: z.number().int().nonnegative().nullish(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema,
});
export type Class = z.infer<typeof classSchema>;

const classTitle = z
  .string()
  .trim()
  .min(CLASS_TITLE_MIN_LENGTH, classMessages.titleMin)
  .max(CLASS_TITLE_MAX_LENGTH, classMessages.titleMax);

/** Fields shared by create and edit of weekly classes and insights. */
const classFormFields = {
  title: classTitle,
  description: z
    .string()
    .trim()
    .min(CLASS_DESCRIPTION_MIN_LENGTH, classMessages.descriptionMin)
    .max(LONG_TEXT_MAX_LENGTH),
  videoUrl: httpUrl(classMessages.videoUrl),
  professorName: z
    .string()
    .trim()
    .min(1, classMessages.professorNameRequired)
    .max(SHORT_TEXT_MAX_LENGTH),
  professorDescription: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  professorLink: urlOrEmpty(classMessages.invalidUrl),
  mainThemeId: z.string().min(1, classMessages.mainThemeRequired),
  themeIds: z.array(z.string()).min(1, classMessages.relatedThemesRequired).max(THEMES_MAX_COUNT),
  /** Only for INSIGHT: the weekly class it refers to ('' = none). */
  referencedClassId: z.string(),
};

/** Create class: the type is chosen (SEMANAL or INSIGHT; CURSO classes use the course form). */
export const classCreateFormSchema = z.object({
  type: z.enum(OPEN_CLASS_TYPES, { error: classMessages.typeRequired }),
  ...classFormFields,
});
export type ClassCreateFormValues = z.infer<typeof classCreateFormSchema>;

/** Edit class: same fields without the type, which never changes. */
export const classEditFormSchema = z.object(classFormFields);
export type ClassEditFormValues = z.infer<typeof classEditFormSchema>;

/**
 * Add a class to a course: any non-empty title will do, so course classes are not
 * held to the 5..100 title or the 20-character description of weekly classes; firestore.rules
 * applies the same split (title 1..100 and free description for CURSO).
 */
export const courseClassFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, classMessages.courseClassTitleRequired)
    .max(CLASS_TITLE_MAX_LENGTH, classMessages.titleMax),
  videoUrl: z
    .string()
    .trim()
    .min(1, classMessages.courseClassVideoRequired)
    .pipe(httpUrl(classMessages.courseClassVideoInvalid)),
  professorName: z
    .string()
    .trim()
    .min(1, classMessages.courseClassProfessorRequired)
    .max(SHORT_TEXT_MAX_LENGTH),
  description: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  duration: z.string().trim().max(SHORT_TEXT_MAX_LENGTH),
  professorDescription: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  professorLink: urlOrEmpty(classMessages.invalidUrl),
});
export type CourseClassFormValues = z.infer<typeof courseClassFormSchema>;

/** Lower-case, accent-free, hyphen-separated slug of a title ("Aula de Finanças" → "aula-de-financas"). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Class slug = title slug + '-' + 8 random [a-z0-9] characters. */
export function buildClassSlug(title: string, random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < CLASS_SLUG_SUFFIX_LENGTH; i++) {
    suffix += SLUG_ALPHABET[Math.floor(random() * SLUG_ALPHABET.length)] ?? 'a';
  }
  const base = slugify(title);
  return base === '' ? suffix : `${base}-${suffix}`;
}

/** Slug shape accepted by firestore.rules. */
export const CLASS_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Average and count of a class's ratings, as kept on the class by the ratings trigger. */
export function ratingSummary(
  cls: Pick<Class, 'ratingCount' | 'ratingSum'>,
): { average: number; count: number } | null {
  const count = cls.ratingCount ?? 0;
  if (count <= 0) return null;
  return { average: (cls.ratingSum ?? 0) / count, count };
}
