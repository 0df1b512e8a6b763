import { commentMessages, COMMENT_MAX_LENGTH } from '@app/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useQueuedWrites } from '@/components/feedback/queued-writes';
import { ReadView } from '@/components/feedback/read-view';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { useCommentDraft } from '@/components/discussion/use-comment-draft';
import { TextBox } from '@/components/form/text-box';
import { useOnlineStatus } from '@/components/feedback/use-online-status';
import type { ClassDoc } from '@/lib/content';
import { useCurrentUser, useSession } from '@/lib/session';
import { useKeptRead, useRead } from '@/lib/use-read';
import { addComment, COMMENTS_PAGE_SIZE, liveComments } from '../api/comments';
import { classPageMessages as t } from '../messages';
import { CommentItem } from './comment-item';

/** 'Comentários': the newest 20, live, 'Ver mais' for 20 more, and the form to add one. */
export function CommentsSection({ cls }: { cls: ClassDoc }) {
  const [count, setCount] = useState(COMMENTS_PAGE_SIZE);
  const page = useRead(liveComments(cls.id, count));
  const current = useKeptRead(page);

  return (
    <Box component="section" aria-labelledby="comments-heading">
      <Typography id="comments-heading" variant="h5" component="h2" gutterBottom>
        {t.comments}
      </Typography>
      <CommentForm cls={cls} />
      <ReadView
        read={current}
        loading={null}
        error={null}
        isEmpty={(comments) => comments.items.length === 0}
        empty={
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t.noComments}
          </Typography>
        }
      >
        {(comments) => (
          <>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
              {comments.items.map((comment) => (
                <CommentItem key={comment.id} classId={cls.id} comment={comment} />
              ))}
            </Stack>
            {comments.hasMore ? (
              <Button
                onClick={() => setCount((n) => n + COMMENTS_PAGE_SIZE)}
                disabled={page.status === 'loading'}
              >
                {t.loadMore}
              </Button>
            ) : null}
          </>
        )}
      </ReadView>
    </Box>
  );
}

// Queued offline without a toast: the form's notice says it waits.
const COMMENT_TOASTS: QueuedWriteToasts = {
  saved: { title: commentMessages.addedTitle, description: commentMessages.addedDescription },
  failed: { title: commentMessages.errorTitle, description: commentMessages.addError },
  logAs: 'Falha ao publicar o comentário',
};

/**
 * Offline: the comment is written anyway. Firestore shows it in the list at once and
 * sends it when the connection returns; the form clears and says so until the server has it
 * (then the usual 'Comentário adicionado'). If the server refuses it, the text comes back.
 */
function CommentForm({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const session = useSession();
  const online = useOnlineStatus();
  const scope = `comment:${cls.id}`;
  const waiting = useQueuedWrites(scope);
  const { run, busy: saving } = useQueuedWrite(scope, COMMENT_TOASTS);
  const draft = useCommentDraft();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.check();
    if (typed === null) return;
    const outcome = await run(() => addComment(cls, user, typed), {
      // Give the text back unless a new one is being typed.
      onLateFailure: () => draft.setText((current) => (current === '' ? typed : current)),
    });
    if (outcome !== 'failed') draft.setText('');
  };

  if (session.status !== 'ready') return null;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextBox
        label={t.commentLabel}
        placeholder={t.commentPlaceholder}
        {...draft.box}
        helperText={draft.error ?? draft.count}
        minRows={3}
      />
      {waiting > 0 ? (
        <Alert severity={online ? 'info' : 'warning'} role="status" sx={{ mt: 1 }}>
          {online ? t.commentSending : t.commentQueued}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography
          variant="caption"
          color={draft.text.trim().length > COMMENT_MAX_LENGTH ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {draft.error ? draft.count : ''}
        </Typography>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.commentSubmit}
        </Button>
      </Stack>
    </Box>
  );
}
