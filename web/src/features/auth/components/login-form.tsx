import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginFormValues } from '@app/domain';
import { Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { loginMessages } from '../messages';

type Props = { onSubmit: (values: LoginFormValues) => Promise<void> };

/** E-mail and password, validated with the domain's login schema. */
export function LoginForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...register('email')}
        label={loginMessages.emailLabel}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        {...register('password')}
        label={loginMessages.passwordLabel}
        type="password"
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? loginMessages.submitting : loginMessages.submit}
      </Button>
    </Stack>
  );
}
