import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';

// reportClientError: an error a browser met (an uncaught error, an unhandled rejection, an error
// boundary's catch), logged by the function as an error so Cloud Error Reporting groups it. Open
// to signed-out visitors (the login page) and limited per uid and per IP like submitLead. The
// client sends at most CLIENT_ERRORS_PER_PAGE_LOAD distinct reports per page load and never waits
// for the answer (docs/operations.md, "Erros do navegador").

/** Distinct reports one page load sends at most; the rest are dropped in the browser. */
export const CLIENT_ERRORS_PER_PAGE_LOAD = 5;
/** Reports one signed-in member may send in a rolling hour; past it the call logs nothing. */
export const CLIENT_ERRORS_PER_UID_PER_HOUR = 20;
/** Reports one IP address may send in a rolling hour (signed in or not). */
export const CLIENT_ERRORS_PER_IP_PER_HOUR = 60;

export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  path: 300,
  release: 64,
} as const;

/** Where the report comes from. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

const reportClientErrorInputSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  /** The page's path only (no query or fragment: they may carry personal data). */
  path: z
    .string()
    .max(CLIENT_ERROR_LIMITS.path)
    .regex(/^\/[^?#\s]*$/),
  /** The app build that ran (the name of a hashed script of it), so a report names its code. */
  release: z.string().max(CLIENT_ERROR_LIMITS.release).optional(),
});

export type ReportClientErrorInput = z.input<typeof reportClientErrorInputSchema>;

export interface ReportClientErrorOutput {
  /** false when a per-uid or per-IP limit dropped the report. */
  logged: boolean;
}

export const reportClientErrorCallable = defineCallable({
  name: 'reportClientError',
  input: reportClientErrorInputSchema,
  output: outputType<ReportClientErrorOutput>(),
});
