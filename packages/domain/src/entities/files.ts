// Upload checks (covers, avatars, attachments) with their pt-BR messages.
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIME_TYPES,
  AVATAR_MAX_BYTES,
  COVER_MAX_BYTES,
  COVER_MIME_TYPES,
} from '../limits';
import { isFileLike, type FileLike } from './shared';

export const fileMessages = {
  attachmentTooLarge: 'O arquivo é muito grande. Tamanho máximo: 10MB',
  attachmentType: 'Tipo de arquivo não suportado. Apenas PDF, DOC, XLS e ZIP são permitidos.',
  coverTooLarge: 'A imagem é muito grande. Tamanho máximo: 5MB',
  coverType: 'Tipo de arquivo não suportado. Apenas JPEG, PNG e WebP são permitidos.',
  /** Course edit uses its own wording. */
  courseImageTooLarge: 'A imagem deve ter no máximo 5MB.',
  courseImageType: 'Por favor, selecione apenas arquivos de imagem.',
  invalidFile: 'Arquivo inválido',
} as const;

const fileLike = z.custom<FileLike>(isFileLike, { error: fileMessages.invalidFile });

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** Support material: PDF, DOC/DOCX, XLS/XLSX or ZIP, at most 10 MB. */
export const attachmentFileSchema = fileLike
  .refine((f) => f.size <= ATTACHMENT_MAX_BYTES, { error: fileMessages.attachmentTooLarge })
  .refine((f) => includes(ATTACHMENT_MIME_TYPES, f.type), { error: fileMessages.attachmentType });

/** Class and live-class covers: JPEG, PNG or WebP, at most 5 MB. */
export const coverFileSchema = fileLike
  .refine((f) => f.size <= COVER_MAX_BYTES, { error: fileMessages.coverTooLarge })
  .refine((f) => includes(COVER_MIME_TYPES, f.type), { error: fileMessages.coverType });

/**
 * Course cover on the course edit screen: its message there says "image files" — still
 * limited to the storage rules' JPEG/PNG/WebP, so an upload that passes here also passes there.
 */
export const courseCoverFileSchema = fileLike
  .refine((f) => f.size <= COVER_MAX_BYTES, { error: fileMessages.courseImageTooLarge })
  .refine((f) => includes(COVER_MIME_TYPES, f.type), { error: fileMessages.courseImageType });

/** Avatars: same image types, at most 5 MB. */
export const avatarFileSchema = fileLike
  .refine((f) => f.size <= AVATAR_MAX_BYTES, { error: fileMessages.coverTooLarge })
  .refine((f) => includes(COVER_MIME_TYPES, f.type), { error: fileMessages.coverType });

/**
 * "B", "KB" or "MB" display of a byte size (thresholds 1024 and 1048576), with the
 * pt-BR decimal comma and at most one decimal ("1,5 KB", "10 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${formatDecimal(bytes / 1024)} KB`;
  return `${formatDecimal(bytes / 1_048_576)} MB`;
}

const formatDecimal = (value: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 1, useGrouping: false });
