import {
  commentMessages,
  commentTextSchema,
  isTeamAuthor,
  roleLabel,
  toDateValue,
  type DateLike,
} from '@app/domain';
import { Avatar, Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useState, type ReactNode } from 'react';
import { Hint } from '@/components/feedback/hint';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { saveOrQueue } from '@/components/feedback/queued-writes';
import { TextBox } from '@/components/form/text-box';
import { useToast } from '@/lib/use-toast';
import { formatRelativeDate } from '@/lib/dates';
import { initials } from '@/lib/initials';
import { useSession } from '@/lib/session';
import { classPageMessages as t } from '../messages';

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

type Props = {
  post: Post;
  /** Queue scope of its edits and deletes (saveOrQueue), e.g. `comment:{classId}`. */
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
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (session.status !== 'ready') return null;
  const isOwn = comment.userId === session.user.id;
  const canDelete = isOwn || session.isAdmin;
  const name = comment.userName || commentMessages.anonymous;

  const save = async () => {
    const parsed = commentTextSchema.safeParse(draft);
    if (!parsed.success) {
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.editTooShort,
        variant: 'error',
      });
      return;
    }
    setBusy(true);
    const updated = () =>
      toast({
        title: commentMessages.updatedTitle,
        description: commentMessages.updatedDescription,
        variant: 'success',
      });
    const failed = () =>
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.updateError,
        variant: 'error',
      });
    try {
      const outcome = await saveOrQueue(onSave(parsed.data), {
        scope: `${scope}:edit`,
        onSent: updated,
        onFailed: failed,
      });
      setEditing(false);
      if (outcome === 'saved') updated();
      else
        toast({
          title: navigator.onLine ? t.slowTitle : t.offlineTitle,
          description: t.editQueued,
          variant: 'info',
        });
    } catch (error) {
      console.error('Falha ao atualizar o comentário', error);
      failed();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    const deleted = () =>
      toast({
        title: commentMessages.deletedTitle,
        description: commentMessages.deletedDescription,
        variant: 'success',
      });
    const failed = () =>
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.deleteError,
        variant: 'error',
      });
    try {
      const outcome = await saveOrQueue(onRemove(), {
        scope: `${scope}:delete`,
        onSent: deleted,
        onFailed: failed,
      });
      setConfirming(false);
      if (outcome === 'saved') deleted();
      else
        toast({
          title: navigator.onLine ? t.slowTitle : t.offlineTitle,
          description: t.deleteQueued,
          variant: 'info',
        });
    } catch (error) {
      console.error('Falha ao excluir o comentário', error);
      failed();
    } finally {
      setBusy(false);
    }
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
              <IconButton
                size="small"
                aria-label={editLabel}
                onClick={() => {
                  setDraft(comment.text);
                  setEditing(true);
                }}
              >
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
          <Box sx={{ mt: 1 }}>
            <TextBox label={editLabel} value={draft} onChange={setDraft} minRows={2} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button variant="contained" size="small" disabled={busy} onClick={() => void save()}>
                {t.save}
              </Button>
              <Button size="small" disabled={busy} onClick={() => setEditing(false)}>
                {t.cancel}
              </Button>
            </Stack>
          </Box>
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
