import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { expiryMessages as m } from '../messages';

type ExpiryDialogProps = {
  open: boolean;
  daysRemaining: number;
  busy: boolean;
  onContinue: () => void;
  onRemindLater: () => void;
};

/**
 * The gift's expiry reminder (1 to 7 days left). It closes only through its two choices, since
 * each one is what the schedule remembers (continuedAt / remindAfter).
 */
export function ExpiryDialog({
  open,
  daysRemaining,
  busy,
  onContinue,
  onRemindLater,
}: ExpiryDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      aria-labelledby="partner-expiry-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="partner-expiry-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <HourglassBottomIcon color="secondary" aria-hidden />
        {m.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{m.daysLeft(daysRemaining)}</Typography>
        <DialogContentText>{m.description}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onRemindLater} disabled={busy}>
          {m.remindLater}
        </Button>
        <Button variant="contained" onClick={onContinue} disabled={busy}>
          {m.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
