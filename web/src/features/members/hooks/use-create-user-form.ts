import {
  callableMessages,
  createUserInputSchema,
  checkEmailInputSchema,
  readCallableError,
  type CreateUserInput,
} from '@app/domain';
import { useCallback, useState } from 'react';
import { useForm, type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import { useToast } from '@/lib/use-toast';
import { useSession } from '@/lib/session';
import { checkEmailAvailable, createUserAccount } from '../api/user-callables';
import { createUserToasts as t } from '../messages';

export type CreateUserFormValues = {
  email: string;
  name: string;
  password: string;
  phone: string;
  isTemporary: boolean;
  isPartner: boolean;
  partnerName: string;
};

/** The e-mail rule of the checkEmail contract: trimmed, lower-cased, required, well-formed. */
const emailField = checkEmailInputSchema.shape.email;

const EMPTY: CreateUserFormValues = {
  email: '',
  name: '',
  password: '',
  phone: '',
  isTemporary: false,
  isPartner: false,
  partnerName: '',
};

/** The dialog's form values as the createUser contract reads them. */
function toInput(values: CreateUserFormValues): CreateUserInput {
  return {
    ...values,
    phone: values.phone.trim() === '' ? null : values.phone,
    partnerName: values.isPartner ? values.partnerName : null,
  };
}

/**
 * Validates with the createUser contract itself, applied to what the function would receive,
 * so the dialog and the server never disagree on a rule or its pt-BR message.
 */
const contractResolver: Resolver<CreateUserFormValues> = async (values) => {
  const result = createUserInputSchema.safeParse(toInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors: errors as FieldErrors<CreateUserFormValues> };
};

/**
 * The create-user dialog's logic: the e-mail is checked first through
 * checkEmail; only a verified e-mail reveals the other fields, and editing it resets the check.
 * Submitting validates against the createUser contract and calls it.
 */
export function useCreateUserForm(onCreated: () => void) {
  const session = useSession();
  const isAdmin = session.status === 'ready' && session.isAdmin;
  const toast = useToast();
  const form = useForm<CreateUserFormValues>({
    defaultValues: EMPTY,
    resolver: contractResolver,
  });
  // The normalized e-mail checkEmail said is free; null = not (or no longer) verified.
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const denyNonAdmin = useCallback(() => {
    if (isAdmin) return false;
    toast({ title: t.accessDeniedTitle, description: t.accessDeniedDescription, variant: 'error' });
    return true;
  }, [isAdmin, toast]);

  const resetVerification = useCallback(() => setVerifiedEmail(null), []);

  const checkEmail = useCallback(async () => {
    if (denyNonAdmin()) return;
    const parsed = emailField.safeParse(form.getValues('email'));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? callableMessages.emailInvalid;
      form.setError('email', { message });
      if (message === callableMessages.emailRequired) {
        toast({ title: t.errorTitle, description: t.emailRequired, variant: 'error' });
      }
      return;
    }
    form.clearErrors('email');
    setChecking(true);
    try {
      if (await checkEmailAvailable(parsed.data)) {
        setVerifiedEmail(parsed.data);
        toast({
          title: t.emailAvailableTitle,
          description: t.emailAvailableDescription,
          variant: 'success',
        });
      } else {
        toast({ title: t.emailTakenTitle, description: t.emailTakenDescription, variant: 'error' });
      }
    } catch (error) {
      if (readCallableError(error)?.code === 'permission-denied') {
        toast({
          title: t.accessDeniedTitle,
          description: t.accessDeniedDescription,
          variant: 'error',
        });
      } else {
        console.error('checkEmail falhou', error);
        toast({
          title: t.checkFailedTitle,
          description: t.checkFailedDescription,
          variant: 'error',
        });
      }
    } finally {
      setChecking(false);
    }
  }, [denyNonAdmin, form, toast]);

  const create = useCallback(
    async (values: CreateUserFormValues) => {
      if (denyNonAdmin()) return;
      const email = emailField.safeParse(values.email);
      if (!email.success || email.data !== verifiedEmail) {
        toast({
          title: t.emailNotVerifiedTitle,
          description: t.emailNotVerifiedDescription,
          variant: 'error',
        });
        return;
      }
      try {
        const created = await createUserAccount(toInput(values));
        toast({
          title: t.createdTitle,
          description: t.createdDescription(created.email),
          variant: 'success',
        });
        form.reset(EMPTY);
        setVerifiedEmail(null);
        onCreated();
      } catch (error) {
        const info = readCallableError(error);
        console.error('createUser falhou', error);
        toast({
          title: t.createFailedTitle,
          description: info?.message || t.createFailedFallback,
          variant: 'error',
        });
      }
    },
    [denyNonAdmin, verifiedEmail, form, toast, onCreated],
  );

  const onInvalid = useCallback(
    (errors: FieldErrors<CreateUserFormValues>) => {
      const messages = Object.values(errors).map((error) => error?.message);
      if (messages.includes(callableMessages.requiredFields)) {
        toast({
          title: t.requiredFieldsTitle,
          description: t.requiredFieldsDescription,
          variant: 'error',
        });
      } else if (errors.partnerName) {
        toast({ title: t.errorTitle, description: t.partnerNameRequired, variant: 'error' });
      }
    },
    [toast],
  );

  const reset = useCallback(() => {
    form.reset(EMPTY);
    setVerifiedEmail(null);
  }, [form]);

  return {
    form,
    verified: verifiedEmail !== null,
    checking,
    checkEmail,
    resetVerification,
    submit: form.handleSubmit(create, onInvalid),
    reset,
  };
}
