import { commentMessages, isTeamAuthor, roleLabel, toDateValue, type DateLike } from '@app/domain';
import { Avatar, Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState, type ReactNode } from 'react';
import { Hint } from '@/components/feedback/hint';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { formatRelativeDate } from '@/lib/dates';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { classPageMessages as t } from '../messages';
import { PostEditForm } from './post-edit-form';

/** What a comment and a reply have in common. */
export type Post = {
  id: string;
  userId: string;
  userName: string;
  userRole: string;
  userAvatarUrl?: string | null;
  text: string;
  createdAt: DateLike;
  updatedAt?: DateLike | null;
};

const EDIT_TOASTS: QueuedWriteToasts = {
  saved: { title: commentMessages.updatedTitle, description: commentMessages.updatedDescription },
  failed: { title: commentMessages.errorTitle, description: commentMessages.updateError },
  queued: t.editQueued,
  logAs: 'Falha ao atualizar o comentário',
};

const DELETE_TOASTS: QueuedWriteToasts = {
  saved: { title: commentMessages.deletedTitle, description: commentMessages.deletedDescription },
  failed: { title: commentMessages.errorTitle, description: commentMessages.deleteError },
  queued: t.deleteQueued,
  logAs: 'Falha ao excluir o comentário',
};

type Props = {
  post: Post;
  /** Queue scope of its edits and deletes (useQueuedWrite), e.g. `post:{classId}`. */
  scope: string;
  editLabel: string;
  deleteLabel: string;
  onSave: (text: string) => Promise<void>;
  onRemove: () => Promise<void>;
  /** Buttons beside the text ('Responder'). */
  actions?: ReactNode;
  /** Under the text: a comment's replies and reply box. */
  children?: ReactNode;
};

/**
 * One comment or reply, with edit and delete for its author (delete also for admins); a post by
 * the team wears 'Equipe'. Offline an edit or a delete is applied to the list at once and sent
 * when the connection returns; a toast says so, and the usual success toast follows when the
 * server has it. Comments and replies share the comment toasts.
 */
export function PostItem({
  post: comment,
  scope,
  editLabel,
  deleteLabel,
  onSave,
  onRemove,
  actions,
  children,
}: Props) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useQueuedWrite(`${scope}:edit`, EDIT_TOASTS);
  const removal = useQueuedWrite(`${scope}:delete`, DELETE_TOASTS);
  const busy = edit.busy || removal.busy;
  if (session.status !== 'ready') return null;
  const isOwn = comment.userId === session.user.id;
  const canDelete = isOwn || session.isAdmin;
  const name = comment.userName || commentMessages.anonymous;

  const save = async (text: string) => {
    if ((await edit.run(() => onSave(text))) !== 'failed') setEditing(false);
  };
  const remove = async () => {
    if ((await removal.run(onRemove)) !== 'failed') setConfirming(false);
  };

  return (
    <Box component="li" aria-label={name} sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar src={comment.userAvatarUrl ?? undefined} alt={name}>
        {initials(name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Chip size="small" label={roleLabel(comment.userRole)} />
          {isTeamAuthor(comment.userRole) ? (
            <Chip size="small" color="primary" label={commentMessages.teamBadge} />
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {formatRelativeDate(toDateValue(comment.createdAt))}
            {comment.updatedAt ? ` · ${t.edited}` : ''}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {isOwn && !editing ? (
            <Hint title={editLabel}>
              <IconButton size="small" aria-label={editLabel} onClick={() => setEditing(true)}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Hint>
          ) : null}
          {canDelete ? (
            <Hint title={deleteLabel}>
              <IconButton size="small" aria-label={deleteLabel} onClick={() => setConfirming(true)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Hint>
          ) : null}
        </Stack>
        {editing ? (
          <PostEditForm
            label={editLabel}
            text={comment.text}
            busy={busy}
            onSave={(text) => void save(text)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Typography>
        )}
        {actions}
        {children}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={commentMessages.confirmDeleteTitle}
        text={commentMessages.confirmDeleteDescription}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
