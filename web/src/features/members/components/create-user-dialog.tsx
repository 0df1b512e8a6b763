import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { useCreateUserForm } from '../hooks/use-create-user-form';
import { createUserMessages as t } from '../messages';

type Props = { open: boolean; onClose: () => void };

/** Admin dialog that creates an account ('Criar Usuário' in the admin menu). */
export function CreateUserDialog({ open, onClose }: Props) {
  const { form, verified, checking, checkEmail, resetVerification, submit, reset } =
    useCreateUserForm(onClose);
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const isPartner = watch('isPartner');
  const close = () => {
    if (isSubmitting) return;
    reset();
    onClose();
  };
  const emailField = register('email', { onChange: resetVerification });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-user-title">
      <form
        noValidate
        onSubmit={(event) => {
          // Before verification, Enter in the e-mail field checks it instead of submitting.
          if (!verified) {
            event.preventDefault();
            void checkEmail();
            return;
          }
          void submit(event);
        }}
      >
        <DialogTitle id="create-user-title">{t.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.dialogDescription}</DialogContentText>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <TextField
                {...emailField}
                label={t.emailLabel}
                type="email"
                autoComplete="off"
                autoFocus
                fullWidth
                error={Boolean(errors.email)}
                helperText={errors.email?.message ?? (verified ? t.emailVerifiedHint : ' ')}
                slotProps={{
                  input: verified
                    ? {
                        endAdornment: (
                          <InputAdornment position="end">
                            <CheckCircleIcon color="success" aria-hidden />
                          </InputAdornment>
                        ),
                      }
                    : undefined,
                }}
              />
              {verified ? null : (
                <Button
                  variant="outlined"
                  onClick={() => void checkEmail()}
                  disabled={checking}
                  sx={{ whiteSpace: 'nowrap', minHeight: 56, flexShrink: 0 }}
                >
                  {checking ? t.checking : t.checkEmail}
                </Button>
              )}
            </Stack>
            {verified ? (
              <>
                <TextField
                  {...register('name')}
                  label={t.nameLabel}
                  required
                  fullWidth
                  error={Boolean(errors.name)}
                  helperText={errors.name?.message}
                />
                <TextField
                  {...register('password')}
                  label={t.passwordLabel}
                  type="password"
                  autoComplete="new-password"
                  required
                  fullWidth
                  error={Boolean(errors.password)}
                  helperText={errors.password?.message}
                />
                <TextField
                  {...register('phone')}
                  label={t.phoneLabel}
                  type="tel"
                  fullWidth
                  error={Boolean(errors.phone)}
                  helperText={errors.phone?.message}
                />
                <FormCheckbox control={control} name="isTemporary" label={t.temporaryLabel} />
                <FormCheckbox control={control} name="isPartner" label={t.partnerLabel} />
                {isPartner ? (
                  <TextField
                    {...register('partnerName')}
                    label={t.partnerNameLabel}
                    required
                    fullWidth
                    error={Boolean(errors.partnerName)}
                    helperText={errors.partnerName?.message}
                  />
                ) : null}
              </>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          {verified ? (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  );
}
