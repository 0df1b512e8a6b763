import { ListItem, ListItemText } from '@mui/material';
import { isTimestampLike, toDateValue } from '@app/domain';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { useRead } from '@/lib/use-read';
import { withMailFailures } from '../api/mail-failures';
import { memberHistory, type HistoryEntry } from '../api/member-history';
import type { MemberRow } from '../api/members-list';
import {
  importedMembersMessages,
  memberAccessMessages as t,
  membersPageMessages,
} from '../messages';
import { MailFailureItem } from './mail-failure-item';
import { MemberListDialog } from './member-list-dialog';

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return field === 'plan' ? membersPageMessages.noPlan : t.empty;
  }
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (isTimestampLike(value)) return formatShortDate(value.toDate());
  if (field === 'plan') return membersPageMessages.planLabels[String(value)] ?? String(value);
  if (field === 'role') {
    return value === 'ADMIN' ? membersPageMessages.roleAdmin : membersPageMessages.roleStudent;
  }
  return String(value);
}

/** The fields that changed in one entry: 'Plano: Sem plano → Fundador'. */
function changesOf(entry: HistoryEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = entry.after as Record<string, unknown>;
  return Object.keys(after)
    .filter((field) => show(field, before[field]) !== show(field, after[field]))
    .map(
      (field) =>
        `${t.fieldLabels[field] ?? field}: ${show(field, before[field])} → ${show(field, after[field])}`,
    );
}

/** 'Histórico': the member's audit entries, newest first (who, when, what changed). */
export function HistoryDialog({
  member,
  onClose,
}: {
  member: Pick<MemberRow, 'id' | 'name'> & { email?: string };
  onClose: () => void;
}) {
  // With the e-mails the extension could not deliver (api/mail-failures.ts).
  const history = useRead(withMailFailures(memberHistory(member.id), member.email));

  return (
    <MemberListDialog
      title={t.historyTitle(member.name)}
      read={history}
      loadingLabel={t.historyLoading}
      error={t.historyError}
      empty={t.historyEmpty}
      closeLabel={t.close}
      onClose={onClose}
    >
      {(entries) =>
        entries.map((entry) =>
          entry.kind === 'mail-failure' ? (
            <MailFailureItem key={`mail-${entry.id}`} failure={entry} />
          ) : (
            <ListItem key={entry.id} divider alignItems="flex-start">
              <ListItemText
                primary={
                  entry.source === 'import'
                    ? importedMembersMessages.importedOn(
                        formatShortDate(toDateValue(entry.createdAt)),
                      )
                    : `${t.actionLabels[entry.action] ?? entry.action} · ${formatDateTime(toDateValue(entry.createdAt))}`
                }
                secondary={
                  <>
                    {entry.source === 'hotmart'
                      ? t.byHotmart
                      : entry.source === 'member'
                        ? t.byMember
                        : entry.source === 'import'
                          ? importedMembersMessages.fromFile(entry.fileName, entry.actorName)
                          : t.byAdmin(entry.actorName)}
                    {changesOf(entry).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                  </>
                }
              />
            </ListItem>
          ),
        )
      }
    </MemberListDialog>
  );
}
