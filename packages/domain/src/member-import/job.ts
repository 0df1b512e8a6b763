// memberImports/{jobId}: one import, its progress and its counts (admins read it live; only the
// functions write). Its rows wait in memberImports/{jobId}/chunks/{n} (functions only), and
// memberImportLog/{jobId} is the audit entry written when it finishes.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

export const MEMBER_IMPORT_STATUSES = ['staging', 'running', 'done'] as const;
export type MemberImportStatus = (typeof MEMBER_IMPORT_STATUSES)[number];

const counts = {
  /** Members created (an account, a profile, the history entry). */
  created: z.number().int().min(0),
  /** Existing members given a plan or a later end date. */
  updated: z.number().int().min(0),
  /** Existing members the file changes nothing for. */
  unchanged: z.number().int().min(0),
  /** Welcome e-mails queued (new members, when 'Enviar e-mail de boas-vindas' was ticked). */
  welcomed: z.number().int().min(0),
};

export const memberImportJobSchema = z.object({
  fileName: z.string(),
  status: z.enum(MEMBER_IMPORT_STATUSES),
  /** Rows sent (the dry run's valid rows) and chunks they travel in. */
  total: z.number().int().min(0),
  chunkCount: z.number().int().min(0),
  sendWelcome: z.boolean(),
  /** Rows written so far, in file order: a resumed run starts here. */
  done: z.number().int().min(0),
  ...counts,
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  createdAt: timestampLikeSchema,
  updatedAt: timestampLikeSchema,
  finishedAt: timestampLikeSchema.nullable(),
});
export type MemberImportJob = z.infer<typeof memberImportJobSchema>;

/** memberImportLog/{jobId}: who imported which file, when, and what it did. */
export const memberImportLogSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  actorUid: z.string(),
  actorName: z.string().nullable(),
  total: z.number().int().min(0),
  ...counts,
  startedAt: timestampLikeSchema,
  finishedAt: timestampLikeSchema,
});
export type MemberImportLog = z.infer<typeof memberImportLogSchema>;
