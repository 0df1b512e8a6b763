// courses/{courseId} and the course create/edit forms.
import { z } from 'zod';
import {
  COURSE_TITLE_MIN_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PROFESSOR_BIO_MIN_LENGTH,
  PROFESSOR_NAME_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';
import { COURSE_CLASSES_MAX } from '../course-progress';
import { timestampLikeSchema } from '../timestamps';
import { COURSE_HOURS_MAX, COURSE_HOURS_MIN, certificateMessages } from './certificate';
import { optionalString, urlOrEmpty } from './shared';

export const courseMessages = {
  titleRequired: 'Título é obrigatório',
  titleMin: 'Título deve ter pelo menos 3 caracteres',
  invalidUrl: 'URL inválida',
  professorNameRequired: 'Nome do professor é obrigatório',
  professorNameMin: 'Nome deve ter pelo menos 2 caracteres',
  professorBioRequired: 'Bio do professor é obrigatória',
  professorBioMin: 'Bio deve ter pelo menos 10 caracteres',
  editTitleRequired: 'O título é obrigatório',
  createError: 'Não foi possível criar o curso. Tente novamente.',
  notFound: 'Curso não encontrado.',
  loadError: 'Não foi possível carregar o curso. Tente novamente.',
  updateError: 'Não foi possível atualizar o curso. Tente novamente.',
  uploadErrorTitle: 'Erro no Upload',
  uploadErrorDescription: 'Não foi possível fazer upload da imagem. Tente novamente.',
  dataUnavailable: 'Dados do curso não disponíveis. Recarregue a página.',
  imageLoadError: 'Não foi possível carregar a imagem.',
  restrictedTitle: 'Acesso Restrito',
  startButton: 'Começar curso',
  continueButton: 'Continuar curso',
} as const;

export const courseSchema = z.object({
  title: z.string(),
  description: z.string(),
  coverUrl: optionalString,
  professorName: z.string(),
  professorDescription: z.string(),
  professorLink: optionalString,
  /** Class ids as an admin arranged them; classes not named follow in creation order. */
  classOrder: z.array(z.string()).max(COURSE_CLASSES_MAX).optional(),
  /** Training hours: a course with them issues a certificate to whoever completes it. */
  hours: z.number().int().min(COURSE_HOURS_MIN).max(COURSE_HOURS_MAX).nullish(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema,
});
export type Course = z.infer<typeof courseSchema>;

/** 'Carga horária (horas)': empty (no certificate) or whole hours from 1 to 1000. */
export const courseHoursField = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\d+$/.test(value) &&
        Number(value) >= COURSE_HOURS_MIN &&
        Number(value) <= COURSE_HOURS_MAX),
    { error: certificateMessages.hoursInvalid },
  );

/** The stored hours of the form's text: null when left empty. */
export function courseHoursValue(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** Course create form: the cover comes from an upload or this URL field. */
export const courseCreateFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, courseMessages.titleRequired)
    .min(COURSE_TITLE_MIN_LENGTH, courseMessages.titleMin)
    .max(SHORT_TEXT_MAX_LENGTH),
  description: z.string().trim().max(LONG_TEXT_MAX_LENGTH),
  coverUrl: urlOrEmpty(courseMessages.invalidUrl),
  professorName: z
    .string()
    .trim()
    .min(1, courseMessages.professorNameRequired)
    .min(PROFESSOR_NAME_MIN_LENGTH, courseMessages.professorNameMin)
    .max(SHORT_TEXT_MAX_LENGTH),
  professorDescription: z
    .string()
    .trim()
    .min(1, courseMessages.professorBioRequired)
    .min(PROFESSOR_BIO_MIN_LENGTH, courseMessages.professorBioMin)
    .max(LONG_TEXT_MAX_LENGTH),
  professorLink: urlOrEmpty(courseMessages.invalidUrl),
  hours: courseHoursField,
});
export type CourseCreateFormValues = z.infer<typeof courseCreateFormSchema>;

/**
 * Course edit form: title and cover (URL, or an upload checked by courseCoverFileSchema).
 * The rules still require 3+ characters for a stored course title, so the form checks it too.
 */
export const courseEditFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, courseMessages.editTitleRequired)
    .min(COURSE_TITLE_MIN_LENGTH, courseMessages.titleMin)
    .max(SHORT_TEXT_MAX_LENGTH),
  coverUrl: urlOrEmpty(courseMessages.invalidUrl),
  hours: courseHoursField,
});
export type CourseEditFormValues = z.infer<typeof courseEditFormSchema>;
