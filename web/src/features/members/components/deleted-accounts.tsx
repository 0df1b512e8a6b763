import { Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { toDateValue } from '@app/domain';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { ReadView } from '@/components/feedback/read-view';
import { useRead } from '@/lib/use-read';
import { deletedAccounts, type DeletedAccountRow } from '../api/deleted-accounts';
import { deletedAccountsMessages as t, membersPageMessages } from '../messages';

/**
 * 'Contas excluídas': a deleted member has no profile left to list, so their audit trail (kept
 * under their uid) is reached from here. Read only when an admin asks for it.
 */
export function DeletedAccounts({ onHistory }: { onHistory: (uid: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="contas-excluidas" sx={{ mt: 4 }}>
      <Typography id="contas-excluidas" variant="h6" component="h2">
        {t.title}
      </Typography>
      <Button variant="text" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        {open ? t.hide : t.show}
      </Button>
      {open ? <DeletedAccountsList onHistory={onHistory} /> : null}
    </Box>
  );
}

function DeletedAccountsList({ onHistory }: { onHistory: (uid: string) => void }) {
  const rows = useRead(deletedAccounts());
  return (
    <ReadView read={rows} loadingLabel={t.title} error={t.loadError} empty={t.empty}>
      {(list) => (
        <Paper variant="outlined">
          <List aria-label={t.title}>
            {list.map((row) => (
              <DeletedAccountItem key={row.id} row={row} onHistory={() => onHistory(row.uid)} />
            ))}
          </List>
        </Paper>
      )}
    </ReadView>
  );
}

function DeletedAccountItem({ row, onHistory }: { row: DeletedAccountRow; onHistory: () => void }) {
  const details = [
    t.deletedAt(formatDateTime(toDateValue(row.startedAt))),
    row.status === 'done' ? t.done : t.running,
    ...(row.deleteComments ? [t.withComments] : []),
  ];
  return (
    <ListItem
      divider
      aria-label={row.uid}
      secondaryAction={
        <Button size="small" onClick={onHistory}>
          {membersPageMessages.history}
        </Button>
      }
    >
      <ListItemText primary={row.uid} secondary={details.join(' · ')} />
    </ListItem>
  );
}
