import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Are you sure?" before something that cannot be undone (a delete); red confirm button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy} color="inherit">
          {props.cancelLabel}
        </Button>
        <Button color="error" variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {props.busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
