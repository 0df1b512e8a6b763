import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PROFILE_PHONE_MIN_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../limits';
import { defineCallable, outputType } from './define-callable';
import { emailField } from './fields';
import { callableMessages as m } from './messages';

// createUser: an admin creates an account (Auth user + profile). Self sign-up is off.

const requiredText = z.string({ error: m.requiredFields }).trim().min(1, m.requiredFields);

export const createUserInputSchema = z
  .object(
    {
      // E-mail first: with nothing filled in, the dialog's first complaint is the e-mail one.
      email: emailField,
      name: requiredText.max(SHORT_TEXT_MAX_LENGTH, m.invalidValue),
      password: z
        .string({ error: m.requiredFields })
        .min(1, m.requiredFields)
        .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
        .max(128, m.invalidValue),
      // Optional; an empty field means no phone.
      phone: z
        .string({ error: m.invalidValue })
        .trim()
        .refine(
          (value) => value === '' || value.length >= PROFILE_PHONE_MIN_LENGTH,
          m.phoneTooShort,
        )
        .nullish(),
      isTemporary: z.boolean({ error: m.invalidValue }),
      isPartner: z.boolean({ error: m.invalidValue }),
      partnerName: z
        .string({ error: m.invalidValue })
        .trim()
        .max(SHORT_TEXT_MAX_LENGTH, m.invalidValue)
        .nullish(),
    },
    { error: m.requiredFields },
  )
  .refine((input) => !input.isPartner || (input.partnerName ?? '') !== '', {
    message: m.partnerNameRequired,
    path: ['partnerName'],
  });

export type CreateUserInput = z.input<typeof createUserInputSchema>;
export type CreateUserParsed = z.output<typeof createUserInputSchema>;
export interface CreateUserOutput {
  uid: string;
  email: string;
}

export const createUserCallable = defineCallable({
  name: 'createUser',
  input: createUserInputSchema,
  output: outputType<CreateUserOutput>(),
});
