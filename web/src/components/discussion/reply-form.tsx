import { commentMessages } from '@app/domain';
import { Box } from '@mui/material';
import { useId, type FormEvent } from 'react';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { TextBox } from '@/components/form/text-box';
import { addReply } from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { PostFormButtons } from './post-form-buttons';
import { useCommentDraft } from './use-comment-draft';

// A reply waits for the server (no queue scope): offline the box stays, 'Enviar resposta' busy.
const REPLY_TOASTS: QueuedWriteToasts = {
  saved: {
    title: commentMessages.replySentTitle,
    description: commentMessages.replySentDescription,
  },
  failed: { title: commentMessages.errorTitle, description: commentMessages.replyError },
  logAs: 'Falha ao publicar a resposta',
};

type Props = {
  /** The thread: classes/{classId}/comments/{commentId}. */
  classId: string;
  commentId: string;
  /** The reply was sent (its toast shown); the box is usually closed then. */
  onSent: () => void;
  onCancel: () => void;
};

/**
 * The reply box of a thread (class page and moderation queue): the comment's 3–500 character
 * rule and messages, 'Enviar resposta' and 'Cancelar'. A refused text stays in the box.
 */
export function ReplyForm({ classId, commentId, onSent, onCancel }: Props) {
  const user = useCurrentUser();
  const draft = useCommentDraft();
  const { run, busy: sending } = useQueuedWrite(null, REPLY_TOASTS);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.check();
    if (typed === null) return;
    if ((await run(() => addReply(classId, commentId, user, typed))) === 'failed') return;
    draft.setText('');
    onSent();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <TextBox
        id={id}
        label={commentMessages.replyLabel}
        {...draft.box}
        helperText={draft.error ?? draft.count}
        minRows={2}
        autoFocus
      />
      <PostFormButtons
        submitLabel={commentMessages.sendReply}
        cancelLabel={commentMessages.cancel}
        busy={sending}
        onCancel={onCancel}
      />
    </Box>
  );
}
