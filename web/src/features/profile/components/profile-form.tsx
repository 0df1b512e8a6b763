import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import { profileFormSchema, type ProfileFormValues } from '@app/domain';
import { Controller, useForm } from 'react-hook-form';
import { useQueuedWrites } from '@/components/feedback/queued-writes';
import { useOnlineStatus } from '@/components/feedback/use-online-status';
import { FormTextField } from '@/components/form/form-text-field';
import type { ThemeOption } from '@/lib/content';
import { PROFILE_WRITE_SCOPE } from '../hooks/use-save-profile';
import { profileFormMessages as m, profileOfflineMessages } from '../messages';
import { InterestsPicker } from './interests-picker';

/** firestore.rules cap a stored phone at 20 characters; the schema only sets the minimum. */
const PHONE_MAX_LENGTH = 20;

/** The password change's three fields, in order. */
const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: m.currentPasswordLabel, autoComplete: 'current-password' },
  { name: 'newPassword', label: m.newPasswordLabel, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: m.confirmPasswordLabel, autoComplete: 'new-password' },
] as const;

/** The inputs' id prefix (one profile form per page). */
const ID = 'profile';

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
      for (const { name } of PASSWORD_FIELDS) resetField(name, { defaultValue: '' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={submitLabel}>
      <FormTextField
        control={control}
        idPrefix={ID}
        name="name"
        label={m.nameLabel}
        autoComplete="name"
      />
      <FormTextField
        control={control}
        idPrefix={ID}
        name="email"
        label={m.emailLabel}
        type="email"
        helperText={m.emailHelper}
        slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      />
      <FormTextField
        control={control}
        idPrefix={ID}
        name="phone"
        label={m.phoneLabel}
        type="tel"
        autoComplete="tel"
        placeholder={m.phonePlaceholder}
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
      />
      <FormTextField control={control} idPrefix={ID} name="profession" label={m.professionLabel} />
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
      {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
        <FormTextField
          key={name}
          control={control}
          idPrefix={ID}
          name={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
        />
      ))}

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
