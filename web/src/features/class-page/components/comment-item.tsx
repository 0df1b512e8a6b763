import { commentMessages } from '@app/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { deleteComment, updateComment, type CommentDoc } from '../api/comments';
import { classPageMessages as t } from '../messages';
import { CommentThread } from './comment-thread';
import { PostItem } from './post-item';

/** A comment, its 'Responder' and its thread of replies. */
export function CommentItem({ classId, comment }: { classId: string; comment: CommentDoc }) {
  const [replying, setReplying] = useState(false);
  return (
    <PostItem
      post={comment}
      scope={`post:${classId}`}
      editLabel={t.editComment}
      deleteLabel={t.deleteComment}
      onSave={(text) => updateComment(classId, comment.id, text)}
      onRemove={() => deleteComment(classId, comment.id)}
      actions={
        <Button size="small" onClick={() => setReplying(true)} sx={{ mt: 0.5, ml: -1 }}>
          {commentMessages.reply}
        </Button>
      }
    >
      <CommentThread
        classId={classId}
        comment={comment}
        replying={replying}
        onReply={() => setReplying(true)}
        onReplyClosed={() => setReplying(false)}
      />
    </PostItem>
  );
}
