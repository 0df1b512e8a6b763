import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { callableErrorMessage, DELETE_CONFIRMATION_WORD, privacyMessages as m } from '@app/domain';
import { signOut } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase-app';
import { clearLeavingDashboard, markLeavingDashboard } from '@/lib/session';
import { useToast } from '@/lib/use-toast';
import { isWrongPasswordError } from '../api/change-password';
import { deleteMyAccount } from '../api/privacy';

type FieldErrors = { password?: string; confirmation?: string };

/**
 * 'Excluir minha conta': what goes and what stays, the password again, EXCLUIR typed, and the
 * choice to remove the comments too. On success the member is signed out on '/' with
 * 'Sua conta foi excluída.'; on failure the dialog stays, with the reason.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deleteComments, setDeleteComments] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setPassword('');
    setConfirmation('');
    setDeleteComments(false);
    setErrors({});
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!password) found.password = m.passwordRequired;
    if (confirmation !== DELETE_CONFIRMATION_WORD) found.confirmation = m.confirmMismatch;
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmation) return;
    setBusy(true);
    // Flagged before the call, not after: the function deletes the profile before it answers, and
    // the profile's listener can report it gone first; the guard would then send the signed-out
    // member to /login instead of '/'.
    markLeavingDashboard();
    try {
      await deleteMyAccount(password, { confirmation: DELETE_CONFIRMATION_WORD, deleteComments });
    } catch (error) {
      clearLeavingDashboard();
      setBusy(false);
      if (isWrongPasswordError(error)) {
        setErrors({ password: m.wrongPassword });
        return;
      }
      console.error('Falha ao excluir a conta', error);
      setFailure(callableErrorMessage(error, m.deleteError));
      return;
    }
    // The account is gone: leave the dashboard (still flagged), then sign out.
    await navigate(paths.home.getHref());
    await signOut(auth).catch(() => undefined);
    toast({ title: m.deleted, variant: 'success' });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="delete-account-title">{m.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{m.whatGoes}</Typography>
            <Typography variant="body2">{m.whatStays}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {m.irreversible}
            </Typography>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={m.passwordLabel}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              required
            />
            <TextField
              label={m.confirmLabel}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={Boolean(errors.confirmation)}
              helperText={errors.confirmation}
              autoComplete="off"
              required
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={deleteComments}
                  onChange={(event) => setDeleteComments(event.target.checked)}
                />
              }
              label={m.deleteComments}
            />
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
