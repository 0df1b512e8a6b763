import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import type { EventDoc } from '../api/events';
import { eventsPageTexts as t } from '../messages';

type DeleteEventDialogProps = {
  event: EventDoc | null;
  onClose: () => void;
  /** Rejects on failure (the page has said why); the dialog then stays open. */
  onConfirm: (event: EventDoc) => Promise<void>;
};

/** The confirmation before an event is deleted. */
export function DeleteEventDialog({ event, onClose, onConfirm }: DeleteEventDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={event !== null} onClose={busy ? undefined : onClose}>
      <DialogTitle>{t.deleteConfirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{event ? t.deleteConfirmText(event.title) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            if (!event) return;
            setBusy(true);
            onConfirm(event)
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {busy ? t.deleting : t.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
