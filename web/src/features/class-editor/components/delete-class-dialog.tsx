import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { classEditorTexts as t } from '../messages';

type DeleteClassButtonProps = {
  disabled: boolean;
  /** Resolves when done (the page navigates away on success). */
  onConfirm: () => Promise<void>;
};

/** 'Excluir aula' and its confirmation dialog. */
export function DeleteClassButton({ disabled, onConfirm }: DeleteClassButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size="large"
        startIcon={<DeleteIcon />}
        disabled={disabled || busy}
        onClick={() => setOpen(true)}
      >
        {t.deleteClass}
      </Button>
      <Dialog
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        aria-labelledby="delete-class-title"
      >
        <DialogTitle id="delete-class-title">{t.deleteConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.deleteConfirmDescription}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            {busy ? t.deleting : t.deleteConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
