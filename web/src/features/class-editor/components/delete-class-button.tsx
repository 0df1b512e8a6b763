import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { classEditorMessages as t } from '../messages';

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
      <ConfirmDialog
        open={open}
        title={t.deleteConfirmTitle}
        text={t.deleteConfirmDescription}
        confirmLabel={t.deleteConfirm}
        busyLabel={t.deleting}
        cancelLabel={t.cancel}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
