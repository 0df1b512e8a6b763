import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { giftDialogMessages as m } from '../messages';

type GiftDialogProps = {
  open: boolean;
  busy: boolean;
  /** Why the last acceptance failed (pt-BR), or null. */
  error: string | null;
  /** Called from the click itself, so the checkout tab can be opened without a popup block. */
  onAccept: () => void;
  /** 'Fechar', offered only after a failure. */
  onClose: () => void;
};

/**
 * The gift offer for temporary non-partner users: it cannot be
 * dismissed (no backdrop click, no Escape, no close button) and 'Garantir Presente' is enabled
 * only once the terms box is ticked. After a failed acceptance it shows why and offers
 * 'Tentar novamente' and 'Fechar' (then also Escape and the backdrop), so it is never a dead end.
 */
export function GiftDialog({ open, busy, error, onAccept, onClose }: GiftDialogProps) {
  const [accepted, setAccepted] = useState(false);
  const failed = error !== null && !busy;

  return (
    <Dialog
      open={open}
      // Backdrop clicks and Escape both arrive here; ignoring them is what makes it undismissable.
      onClose={() => (failed ? onClose() : undefined)}
      aria-labelledby="gift-dialog-title"
      aria-describedby="gift-dialog-description"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="gift-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CardGiftcardIcon color="secondary" aria-hidden />
        {m.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="gift-dialog-description" sx={{ mb: 2 }}>
          {m.description}
        </DialogContentText>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {m.details}
        </Typography>
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
                disabled={busy}
              />
            }
            label={m.termsLabel}
          />
          <Link href={paths.terms.getHref()} target="_blank" rel="noopener" variant="body2">
            {m.termsLink}
          </Link>
        </Box>
        {failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <AlertTitle>{m.errorTitle}</AlertTitle>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        {failed ? (
          <Button color="inherit" onClick={onClose}>
            {m.close}
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={onAccept}
          disabled={!accepted || busy}
          startIcon={<CardGiftcardIcon />}
        >
          {busy ? m.accepting : failed ? m.retry : m.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
