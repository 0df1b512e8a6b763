import { ListItem, ListItemText } from '@mui/material';
import { formatDateTime } from '@/lib/dates';
import type { MailFailure } from '../api/mail-failures';
import { mailFailureMessages as t } from '../messages';

/** A 'Histórico' row for an e-mail the extension could not deliver, with the server's answer. */
export function MailFailureItem({ failure }: { failure: MailFailure }) {
  const when = failure.failedAt ? ` · ${formatDateTime(failure.failedAt)}` : '';
  return (
    <ListItem divider alignItems="flex-start">
      <ListItemText
        primary={`${t.undelivered(failure.subject)}${when}`}
        secondary={failure.error || null}
      />
    </ListItem>
  );
}
