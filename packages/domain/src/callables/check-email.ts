import { z } from 'zod';
import { defineCallable, outputType } from './define-callable';
import { emailField } from './fields';
import { callableMessages as m } from './messages';

// checkEmail: the first step of the create-user dialog ('Email verificado' / 'Email já existe').

// A missing or non-object payload reads as a missing e-mail.
export const checkEmailInputSchema = z.object({ email: emailField }, { error: m.emailRequired });

export interface CheckEmailOutput {
  available: boolean;
}

export const checkEmailCallable = defineCallable({
  name: 'checkEmail',
  input: checkEmailInputSchema,
  output: outputType<CheckEmailOutput>(),
});
