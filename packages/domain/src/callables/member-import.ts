import { z } from 'zod';
import {
  MEMBER_IMPORT_CHUNK_ROWS,
  MEMBER_IMPORT_LOOKUP_MAX,
  MEMBER_IMPORT_MAX_ROWS,
  SHORT_TEXT_MAX_LENGTH,
} from '../limits';
import type { MemberImportStatus } from '../member-import/job';
import { memberImportMessages as m } from '../member-import/messages';
import { importRowSchema } from '../member-import/rows';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';

// 'Importar membros' (admins only; docs/member-import.md). The dry run asks which e-mails are
// members already (lookupImportMembers, in requests of 1.000); the import sends the checked rows in
// chunks (stageMemberImport), then runs the job (runMemberImport) call after call, each writing a
// bounded share, until it is done: a run that stops half-way is finished by the next call.

export const lookupImportMembersInputSchema = z.object(
  {
    emails: z
      .array(z.string().max(254), { error: m.invalidRows })
      .min(1, m.invalidRows)
      .max(MEMBER_IMPORT_LOOKUP_MAX, m.invalidRows),
  },
  { error: m.invalidRows },
);

export interface ImportLookupMember {
  email: string;
  /** '' for no plan. */
  plan: string;
  /** ISO instant, or null when the member's access has no end date. */
  validUntil: string | null;
}

export interface LookupImportMembersOutput {
  /** The e-mails asked that belong to a member; the others are new. */
  members: ImportLookupMember[];
}

export const lookupImportMembersCallable = defineCallable({
  name: 'lookupImportMembers',
  input: lookupImportMembersInputSchema,
  output: outputType<LookupImportMembersOutput>(),
});

export const stageMemberImportInputSchema = z
  .object(
    {
      jobId: idField(m.jobNotFound),
      fileName: z.string().trim().min(1, m.invalidRows).max(SHORT_TEXT_MAX_LENGTH, m.invalidRows),
      sendWelcome: z.boolean({ error: m.invalidRows }),
      total: z
        .number({ error: m.invalidRows })
        .int()
        .min(1)
        .max(MEMBER_IMPORT_MAX_ROWS, m.invalidRows),
      chunkCount: z.number({ error: m.invalidRows }).int().min(1, m.invalidRows),
      /** This chunk's place (0-based); chunk n holds rows n·500 … n·500+499. */
      index: z.number({ error: m.invalidRows }).int().min(0, m.invalidRows),
      // Every row passes the dry run's checks again; any that does not refuses the chunk.
      rows: z
        .array(z.unknown(), { error: m.invalidRows })
        .min(1, m.invalidRows)
        .max(MEMBER_IMPORT_CHUNK_ROWS, m.invalidRows)
        .refine(
          (rows) => rows.every((row) => importRowSchema.safeParse(row).success),
          m.invalidRows,
        )
        .pipe(z.array(importRowSchema)),
    },
    { error: m.invalidRows },
  )
  .refine(
    (input) =>
      input.chunkCount === Math.ceil(input.total / MEMBER_IMPORT_CHUNK_ROWS) &&
      input.index < input.chunkCount &&
      input.rows.length ===
        Math.min(MEMBER_IMPORT_CHUNK_ROWS, input.total - input.index * MEMBER_IMPORT_CHUNK_ROWS),
    { message: m.invalidRows },
  );

export type StageMemberImportInput = z.input<typeof stageMemberImportInputSchema>;

export interface StageMemberImportOutput {
  jobId: string;
  index: number;
}

export const stageMemberImportCallable = defineCallable({
  name: 'stageMemberImport',
  input: stageMemberImportInputSchema,
  output: outputType<StageMemberImportOutput>(),
});

export const runMemberImportInputSchema = z.object(
  { jobId: idField(m.jobNotFound) },
  { error: m.jobNotFound },
);

export interface RunMemberImportOutput {
  status: MemberImportStatus;
  done: number;
  total: number;
}

export const runMemberImportCallable = defineCallable({
  name: 'runMemberImport',
  input: runMemberImportInputSchema,
  output: outputType<RunMemberImportOutput>(),
});
