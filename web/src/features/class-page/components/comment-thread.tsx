import { commentMessages } from '@app/domain';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { ReplyForm } from '@/components/discussion/reply-form';
import { deleteReply, REPLIES_MAX, REPLIES_PREVIEW, liveReplies, updateReply } from '@/lib/content';
import { useRead } from '@/lib/use-read';
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
  const [expanded, setExpanded] = useState(false);
  const [sent, setSent] = useState(false);
  const count = expanded ? REPLIES_MAX : REPLIES_PREVIEW;
  // A thread without replies is not listened to (a page of 20 comments would pay 20 empty
  // queries): the comment's replyCount, kept by a trigger, says when one arrives. Someone who is
  // replying, or just replied, listens at once, so their own reply shows before the trigger runs.
  const listen = (comment.replyCount ?? 0) > 0 || replying || sent;
  const replies = useRead(listen ? liveReplies(classId, comment.id, count) : null);
  const shown = replies.status === 'ready' ? replies.data : [];
  const total = Math.max(comment.replyCount ?? 0, shown.length);

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
      {replying ? (
        <ReplyForm
          classId={classId}
          commentId={comment.id}
          onSent={() => {
            setSent(true);
            onReplyClosed();
          }}
          onCancel={onReplyClosed}
        />
      ) : null}
    </Box>
  );
}
