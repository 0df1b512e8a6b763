import { commentMessages } from '@app/domain';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { ReplyForm } from '@/components/discussion/reply-form';
import {
  addReply,
  deleteReply,
  REPLIES_MAX,
  REPLIES_PREVIEW,
  subscribeReplies,
  updateReply,
  type ReplyDoc,
} from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { useToast } from '@/lib/use-toast';
import type { CommentDoc } from '../api/comments';
import { classPageMessages as t } from '../messages';
import { PostItem } from './post-item';

type Props = {
  classId: string;
  comment: CommentDoc;
  replying: boolean;
  onReply: () => void;
  onReplyClosed: () => void;
};

/**
 * A comment's replies, one level deep, live: the newest two, and 'Ver respostas (N)' for the rest
 * when there are more. 'Responder' on a reply opens this same thread's box.
 */
export function CommentThread({ classId, comment, replying, onReply, onReplyClosed }: Props) {
  const user = useCurrentUser();
  const toast = useToast();
  const [expanded, setExpanded] = useState(false);
  const [sent, setSent] = useState(false);
  const count = expanded ? REPLIES_MAX : REPLIES_PREVIEW;
  // A thread without replies is not listened to (a page of 20 comments would pay 20 empty
  // queries): the comment's replyCount, kept by a trigger, says when one arrives. Someone who is
  // replying, or just replied, listens at once, so their own reply shows before the trigger runs.
  const listen = (comment.replyCount ?? 0) > 0 || replying || sent;
  const replies = useLiveSnapshot<ReplyDoc[]>(
    listen ? `replies:${classId}:${comment.id}:${count}` : `replies:${classId}:${comment.id}:none`,
    (onData, onError) =>
      listen ? subscribeReplies(classId, comment.id, count, onData, onError) : () => undefined,
  );
  const shown = replies.status === 'ready' ? replies.data : [];
  const total = Math.max(comment.replyCount ?? 0, shown.length);

  const send = async (text: string) => {
    try {
      await addReply(classId, comment.id, user, text);
      setSent(true);
      toast({
        title: commentMessages.replySentTitle,
        description: commentMessages.replySentDescription,
        variant: 'success',
      });
      onReplyClosed();
      return true;
    } catch (error) {
      console.error('Falha ao publicar a resposta', error);
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.replyError,
        variant: 'error',
      });
      return false;
    }
  };

  if (shown.length === 0 && !replying) return null;
  return (
    <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
      {!expanded && total > REPLIES_PREVIEW ? (
        <Button size="small" onClick={() => setExpanded(true)} sx={{ ml: -1 }}>
          {commentMessages.showReplies(total)}
        </Button>
      ) : null}
      {shown.length > 0 ? (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t.repliesOf(comment.userName || commentMessages.anonymous)}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((reply) => (
            <PostItem
              key={reply.id}
              post={reply}
              scope={`post:${classId}`}
              editLabel={t.editReply}
              deleteLabel={t.deleteReply}
              onSave={(text) => updateReply(classId, comment.id, reply.id, text)}
              onRemove={() => deleteReply(classId, comment.id, reply.id)}
              actions={
                <Button size="small" onClick={onReply} sx={{ mt: 0.5, ml: -1 }}>
                  {commentMessages.reply}
                </Button>
              }
            />
          ))}
        </Stack>
      ) : null}
      {replying ? <ReplyForm onSend={send} onCancel={onReplyClosed} /> : null}
    </Box>
  );
}
