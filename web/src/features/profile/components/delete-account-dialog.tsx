import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import {
  callableErrorMessage,
  DELETE_CONFIRMATION_WORD,
  deleteMyAccountInputSchema,
  privacyMessages as m,
} from '@app/domain';
import { signOut } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase-app';
import { clearLeavingDashboard, markLeavingDashboard } from '@/lib/session';
import { useToast } from '@/lib/use-toast';
import { isWrongPasswordError } from '../api/change-password';
import { deleteMyAccount } from '../api/privacy';

/** The deleteMyAccount contract, typed in a box (any text until checked), and the password. */
const deleteAccountFormSchema = deleteMyAccountInputSchema.extend({
  password: z.string().min(1, m.passwordRequired),
  confirmation: z.string().pipe(deleteMyAccountInputSchema.shape.confirmation),
});
type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;

const EMPTY: DeleteAccountFormValues = { password: '', confirmation: '', deleteComments: false };

/**
 * 'Excluir minha conta': what goes and what stays, the password again, EXCLUIR typed, and the
 * choice to remove the comments too. On success the member is signed out on '/' with
 * 'Sua conta foi excluída.'; on failure the dialog stays, with the reason.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountFormValues, unknown, z.output<typeof deleteAccountFormSchema>>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: EMPTY,
    // The messages stay as the last 'Excluir definitivamente' left them.
    reValidateMode: 'onSubmit',
  });
  const {
    control,
    formState: { errors, isSubmitting: busy },
  } = form;

  function close() {
    if (busy) return;
    form.reset(EMPTY);
    onClose();
  }

  const submit = form.handleSubmit(async ({ password, deleteComments }) => {
    // Flagged before the call, not after: the function deletes the profile before it answers, and
    // the profile's listener can report it gone first; the guard would then send the signed-out
    // member to /login instead of '/'.
    markLeavingDashboard();
    try {
      await deleteMyAccount(password, { confirmation: DELETE_CONFIRMATION_WORD, deleteComments });
    } catch (error) {
      clearLeavingDashboard();
      if (isWrongPasswordError(error)) {
        form.setError('password', { message: m.wrongPassword });
        return;
      }
      console.error('Falha ao excluir a conta', error);
      form.setError('root', { message: callableErrorMessage(error, m.deleteError) });
      return;
    }
    // The account is gone: leave the dashboard (still flagged), then sign out.
    await navigate(paths.home.getHref());
    await signOut(auth).catch(() => undefined);
    toast({ title: m.deleted, variant: 'success' });
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      maxWidth="sm"
      fullWidth
    >
      <form
        onSubmit={(event) => {
          form.clearErrors('root');
          void submit(event);
        }}
        noValidate
      >
        <DialogTitle id="delete-account-title">{m.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{m.whatGoes}</Typography>
            <Typography variant="body2">{m.whatStays}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {m.irreversible}
            </Typography>
            {errors.root?.message ? <Alert severity="error">{errors.root.message}</Alert> : null}
            <FormTextField
              control={control}
              name="password"
              idPrefix="delete-account"
              label={m.passwordLabel}
              type="password"
              autoComplete="current-password"
              required
            />
            <FormTextField
              control={control}
              name="confirmation"
              idPrefix="delete-account"
              label={m.confirmLabel}
              autoComplete="off"
              required
            />
            <FormCheckbox control={control} name="deleteComments" label={m.deleteComments} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {busy ? m.deleting : m.confirmButton}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
