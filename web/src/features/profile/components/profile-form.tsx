import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { profileFormSchema, type ProfileFormValues } from '@app/domain';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useQueuedWrites } from '@/components/feedback/queued-writes';
import { useOnlineStatus } from '@/components/feedback/use-online-status';
import type { ThemeOption } from '@/lib/content';
import { PROFILE_WRITE_SCOPE } from '../hooks/use-save-profile';
import { profileFormMessages as m, profileOfflineMessages } from '../messages';
import { InterestsPicker } from './interests-picker';

/** firestore.rules cap a stored phone at 20 characters; the schema only sets the minimum. */
const PHONE_MAX_LENGTH = 20;

type ProfileFormProps = {
  defaultValues: ProfileFormValues;
  themes: ThemeOption[];
  themesLoading: boolean;
  submitLabel: string;
  /** Resolves true when saved; the password fields are then cleared. */
  onSubmit: (values: ProfileFormValues) => Promise<boolean>;
};

/**
 * The profile form (validated with profileFormSchema). A save made
 * offline waits for the connection (useSaveProfile): the values stay and a notice says so.
 */
export function ProfileForm({
  defaultValues,
  themes,
  themesLoading,
  submitLabel,
  onSubmit,
}: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  });
  const { control, handleSubmit, formState, resetField } = form;
  const online = useOnlineStatus();
  const waiting = useQueuedWrites(PROFILE_WRITE_SCOPE);

  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved) {
      resetField('currentPassword', { defaultValue: '' });
      resetField('newPassword', { defaultValue: '' });
      resetField('confirmPassword', { defaultValue: '' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={submitLabel}>
      <FormField control={control} name="name" label={m.nameLabel} autoComplete="name" />
      <FormField
        control={control}
        name="email"
        label={m.emailLabel}
        type="email"
        readOnly
        helperText={m.emailHelper}
      />
      <FormField
        control={control}
        name="phone"
        label={m.phoneLabel}
        type="tel"
        autoComplete="tel"
        placeholder={m.phonePlaceholder}
        maxLength={PHONE_MAX_LENGTH}
      />
      <FormField control={control} name="profession" label={m.professionLabel} />
      <Controller
        control={control}
        name="interests"
        render={({ field }) => (
          <InterestsPicker
            themes={themes}
            loading={themesLoading}
            value={field.value}
            onChange={field.onChange}
            disabled={formState.isSubmitting}
          />
        )}
      />

      <Divider />
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h2">
          {m.passwordSection}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {m.passwordHint}
        </Typography>
      </Stack>
      <FormField
        control={control}
        name="currentPassword"
        label={m.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
      />
      <FormField
        control={control}
        name="newPassword"
        label={m.newPasswordLabel}
        type="password"
        autoComplete="new-password"
      />
      <FormField
        control={control}
        name="confirmPassword"
        label={m.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
      />

      {waiting > 0 ? (
        <Alert severity={online ? 'info' : 'warning'} role="status">
          {online ? profileOfflineMessages.sending : profileOfflineMessages.queued}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {formState.isSubmitting ? m.saving : submitLabel}
      </Button>
    </Stack>
  );
}

type TextFieldName = Exclude<FieldPath<ProfileFormValues>, 'interests' | `interests.${number}`>;

type FormFieldProps = {
  control: Control<ProfileFormValues>;
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  helperText?: string;
  readOnly?: boolean;
  maxLength?: number;
};

/** A text field bound to the form, showing its zod message under it. */
function FormField({
  control,
  name,
  label,
  helperText,
  readOnly,
  maxLength,
  ...input
}: FormFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...input}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { readOnly, maxLength, 'aria-readonly': readOnly } }}
        />
      )}
    />
  );
}
