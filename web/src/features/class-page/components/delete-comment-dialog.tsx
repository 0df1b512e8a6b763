import { commentMessages } from '@app/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { classPageTexts as t } from '../messages';

export function DeleteCommentDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="delete-comment-title">
      <DialogTitle id="delete-comment-title">{commentMessages.confirmDeleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{commentMessages.confirmDeleteDescription}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {t.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
