// The form's values and how they become class fields. Pure: shared by the pages, the save
// functions and their tests (tests/rules, tests/storage import the save functions too).
import {
  attachmentFileSchema,
  classCreateFormSchema,
  classEditFormSchema,
  coverFileSchema,
  emptyToNull,
  OPEN_CLASS_TYPES,
  SHORT_TEXT_MAX_LENGTH,
  type FileLike,
} from '@app/domain';
import { z } from 'zod';

/** Free text such as '15 min' (the domain form schemas leave duration out). */
const durationField = z.string().trim().max(SHORT_TEXT_MAX_LENGTH);

/** Create: the type is chosen (SEMANAL or INSIGHT). */
export const classEditorCreateSchema = classCreateFormSchema.extend({ duration: durationField });

/** Edit: the same fields; the type is the stored one and is not offered. */
export const classEditorEditSchema = classEditFormSchema.extend({
  type: z.enum(OPEN_CLASS_TYPES),
  duration: durationField,
});

export type ClassEditorValues = z.input<typeof classEditorCreateSchema>;
export type OpenClassType = (typeof OPEN_CLASS_TYPES)[number];

export const EMPTY_CLASS_VALUES: ClassEditorValues = {
  type: 'SEMANAL',
  referencedClassId: '',
  mainThemeId: '',
  themeIds: [],
  title: '',
  description: '',
  videoUrl: '',
  duration: '',
  professorName: '',
  professorDescription: '',
  professorLink: '',
};

/** The class document fields the form decides (everything but ids, files, author and times). */
export type ClassFields = {
  title: string;
  description: string;
  videoUrl: string;
  duration: string | null;
  professorName: string;
  professorDescription: string | null;
  professorLink: string | null;
  mainThemeId: string;
  mainThemeName: string | null;
  themeIds: string[];
  referencedClassId: string | null;
};

/** Parsed form values → stored fields: empty optional texts become null; only insights refer. */
export function toClassFields(
  values: ClassEditorValues,
  mainThemeName: string | null,
): ClassFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    videoUrl: values.videoUrl.trim(),
    duration: emptyToNull(values.duration),
    professorName: values.professorName.trim(),
    professorDescription: emptyToNull(values.professorDescription),
    professorLink: emptyToNull(values.professorLink),
    mainThemeId: values.mainThemeId,
    mainThemeName,
    themeIds: [...new Set(values.themeIds)],
    referencedClassId: values.type === 'INSIGHT' ? emptyToNull(values.referencedClassId) : null,
  };
}

/** A stored class → the edit form's starting values. */
export function toEditorValues(cls: {
  type: string;
  title: string;
  description: string;
  videoUrl: string;
  duration?: string | null;
  professorName: string;
  professorDescription?: string | null;
  professorLink?: string | null;
  mainThemeId?: string | null;
  themeIds: string[];
  referencedClassId?: string | null;
}): ClassEditorValues {
  return {
    type: cls.type === 'INSIGHT' ? 'INSIGHT' : 'SEMANAL',
    referencedClassId: cls.referencedClassId ?? '',
    mainThemeId: cls.mainThemeId ?? '',
    themeIds: cls.themeIds,
    title: cls.title,
    description: cls.description,
    videoUrl: cls.videoUrl,
    duration: cls.duration ?? '',
    professorName: cls.professorName,
    professorDescription: cls.professorDescription ?? '',
    professorLink: cls.professorLink ?? '',
  };
}

/** The first message of a failed file check, or null when the file may be uploaded. */
function firstProblem(schema: z.ZodType, file: FileLike): string | null {
  const result = schema.safeParse(file);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Cover checks (JPEG/PNG/WebP, at most 5 MB), run again on the chosen file. */
export const coverProblem = (file: FileLike) => firstProblem(coverFileSchema, file);

/** Support-material checks (PDF/DOC/DOCX/XLS/XLSX/ZIP, at most 10 MB each). */
export const attachmentProblem = (file: FileLike) => firstProblem(attachmentFileSchema, file);
