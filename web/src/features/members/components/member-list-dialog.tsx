import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List } from '@mui/material';
import type { ReactNode } from 'react';
import { ReadView } from '@/components/feedback/read-view';
import type { ReadResult } from '@/lib/use-read';

type Props<T> = {
  /** The dialog's title, also the list's name. */
  title: string;
  read: ReadResult<T[]>;
  loadingLabel: string;
  error: string;
  empty: string;
  closeLabel: string;
  onClose: () => void;
  /** The list's items. */
  children: (rows: T[]) => ReactNode;
};

/** A member's records in a dialog ('Histórico', 'Certificados'): the read's states, then a list. */
export function MemberListDialog<T>({
  title,
  read,
  loadingLabel,
  error,
  empty,
  ...props
}: Props<T>) {
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ReadView read={read} loadingLabel={loadingLabel} error={error} empty={empty}>
          {(rows) => <List aria-label={title}>{props.children(rows)}</List>}
        </ReadView>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.closeLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
