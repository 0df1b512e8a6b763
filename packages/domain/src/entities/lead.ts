// leads/{id} and the lead popup of the sales page.
import { z } from 'zod';
import { PLAN_KEYS } from '../limits';
import { timestampLikeSchema } from '../timestamps';
import {
  LEAD_PHONE_PATTERN,
  leadEmailError,
  leadMessages,
  leadNameError,
  leadPhoneError,
} from './lead-fields';
import { phoneDigits } from './shared';

export * from './lead-fields';

/**
 * Popup form and the function's input; the phone is typed formatted "(DD) NNNNN-NNNN" and stored
 * as digits. The checks are lead-fields.ts's, which the sales page's script runs without zod.
 */
export const leadFormSchema = z.object({
  name: z
    .string({ error: leadMessages.name.title })
    .trim()
    .check((ctx) => {
      const error = leadNameError(ctx.value);
      if (error) ctx.issues.push({ code: 'custom', message: error.title, input: ctx.value });
    }),
  email: z
    .string({ error: leadMessages.email.title })
    .trim()
    .toLowerCase()
    .check((ctx) => {
      const error = leadEmailError(ctx.value);
      if (error) ctx.issues.push({ code: 'custom', message: error.title, input: ctx.value });
    }),
  phone: z
    .string({ error: leadMessages.phone.title })
    .transform(phoneDigits)
    .check((ctx) => {
      const error = leadPhoneError(ctx.value);
      if (error) ctx.issues.push({ code: 'custom', message: error.title, input: ctx.value });
    }),
});
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

export const leadSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Digits only. */
  phone: z.string().regex(LEAD_PHONE_PATTERN),
  plan: z.enum(PLAN_KEYS),
  /** Where the lead came from, e.g. 'planos'. */
  origin: z.string(),
  createdAt: timestampLikeSchema,
});
export type Lead = z.infer<typeof leadSchema>;
