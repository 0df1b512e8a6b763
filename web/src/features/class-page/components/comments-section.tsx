import { checkCommentText, commentMessages, COMMENT_MAX_LENGTH } from '@app/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { saveOrQueue, useQueuedWrites } from '@/components/feedback/queued-writes';
import { TextBox } from '@/components/form/text-box';
import { useOnlineStatus } from '@/components/feedback/use-online-status';
import { useToast } from '@/lib/use-toast';
import type { ClassDoc } from '@/lib/content';
import { useCurrentUser, useSession } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import {
  addComment,
  COMMENTS_PAGE_SIZE,
  subscribeComments,
  type CommentsPage,
} from '../api/comments';
import { classPageMessages as t } from '../messages';
import { CommentItem } from './comment-item';

/** 'Comentários': the newest 20, live, 'Ver mais' for 20 more, and the form to add one. */
export function CommentsSection({ cls }: { cls: ClassDoc }) {
  const [count, setCount] = useState(COMMENTS_PAGE_SIZE);
  const page = useLiveSnapshot<CommentsPage>(`comments:${cls.id}:${count}`, (onData, onError) =>
    subscribeComments(cls.id, count, onData, onError),
  );
  // Keep showing the previous page while the next one loads, so 'Ver mais' does not flash.
  const [shown, setShown] = useState<typeof page | null>(null);
  if (page.status !== 'loading' && page !== shown) setShown(page);
  const current = page.status === 'loading' ? shown : page;

  return (
    <Box component="section" aria-labelledby="comments-heading">
      <Typography id="comments-heading" variant="h5" component="h2" gutterBottom>
        {t.comments}
      </Typography>
      <CommentForm cls={cls} />
      {current?.status === 'ready' ? (
        <>
          {current.data.comments.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t.noComments}
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
              {current.data.comments.map((comment) => (
                <CommentItem key={comment.id} classId={cls.id} comment={comment} />
              ))}
            </Stack>
          )}
          {current.data.hasMore ? (
            <Button
              onClick={() => setCount((n) => n + COMMENTS_PAGE_SIZE)}
              disabled={page.status === 'loading'}
            >
              {t.loadMore}
            </Button>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

/**
 * Offline: the comment is written anyway. Firestore shows it in the list at once and
 * sends it when the connection returns; the form clears and says so until the server has it
 * (then the usual 'Comentário adicionado'). If the server refuses it, the text comes back.
 */
function CommentForm({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const session = useSession();
  const toast = useToast();
  const online = useOnlineStatus();
  const scope = `comment:${cls.id}`;
  const waiting = useQueuedWrites(scope);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const added = () =>
    toast({
      title: commentMessages.addedTitle,
      description: commentMessages.addedDescription,
      variant: 'success',
    });
  const failed = () =>
    toast({
      title: commentMessages.errorTitle,
      description: commentMessages.addError,
      variant: 'error',
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentText(text);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    const typed = checked.text;
    setError(null);
    setSaving(true);
    try {
      const outcome = await saveOrQueue(addComment(cls, user, typed), {
        scope,
        onSent: added,
        onFailed: () => {
          failed();
          // Give the text back unless a new one is being typed.
          setText((current) => (current === '' ? typed : current));
        },
      });
      setText('');
      if (outcome === 'saved') added();
    } catch (cause) {
      console.error('Falha ao publicar o comentário', cause);
      failed();
    } finally {
      setSaving(false);
    }
  };

  if (session.status !== 'ready') return null;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextBox
        label={t.commentLabel}
        placeholder={t.commentPlaceholder}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error ?? t.commentCounter(text.trim().length, COMMENT_MAX_LENGTH)}
        minRows={3}
        maxLength={COMMENT_MAX_LENGTH + 50}
      />
      {waiting > 0 ? (
        <Alert severity={online ? 'info' : 'warning'} role="status" sx={{ mt: 1 }}>
          {online ? t.commentSending : t.commentQueued}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography
          variant="caption"
          color={text.trim().length > COMMENT_MAX_LENGTH ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {error ? t.commentCounter(text.trim().length, COMMENT_MAX_LENGTH) : ''}
        </Typography>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.commentSubmit}
        </Button>
      </Stack>
    </Box>
  );
}
