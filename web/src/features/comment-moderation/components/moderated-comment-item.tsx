import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Avatar, Box, Button, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import { commentMessages, roleLabel, toDateValue } from '@app/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Hint } from '@/components/feedback/hint';
import { ReplyForm } from '@/components/discussion/reply-form';
import { paths } from '@/config/paths';
import { formatRelativeDate } from '@/lib/dates';
import { initials } from '@/lib/initials';
import type { ModeratedComment } from '../api/moderation';
import { moderationMessages as t } from '../messages';

type ModeratedCommentItemProps = {
  comment: ModeratedComment;
  onDelete: (comment: ModeratedComment) => void;
};

/**
 * Author, role, avatar, relative date, the text, a link to its class, where the thread stands,
 * and 'Responder' to answer it in place (the answer is a reply in the class page's thread).
 */
export function ModeratedCommentItem({ comment, onDelete }: ModeratedCommentItemProps) {
  const [replying, setReplying] = useState(false);
  const name = comment.userName || commentMessages.anonymous;

  return (
    <Stack
      component="article"
      aria-label={`${name}: ${comment.text}`}
      direction="row"
      spacing={2}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Avatar src={comment.userAvatarUrl ?? undefined} alt={name}>
        {initials(name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Chip size="small" label={roleLabel(comment.userRole)} />
          <Typography variant="body2" color="text.secondary">
            {formatRelativeDate(toDateValue(comment.createdAt))}
          </Typography>
          {comment.awaitingReply ? (
            <Chip size="small" color="warning" variant="outlined" label={t.awaiting} />
          ) : comment.answeredAt ? (
            <Chip size="small" color="success" variant="outlined" label={t.answered} />
          ) : null}
        </Stack>
        <Typography sx={{ my: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.onClass}{' '}
          <Link component={RouterLink} to={paths.dashboard.classPage.getHref(comment.classSlug)}>
            {comment.classTitle}
          </Link>
          {comment.replyCount ? ` · ${t.replies(comment.replyCount)}` : ''}
        </Typography>
        {replying ? (
          <ReplyForm
            classId={comment.classId}
            commentId={comment.id}
            onSent={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Button size="small" onClick={() => setReplying(true)} sx={{ mt: 0.5, ml: -1 }}>
            {commentMessages.reply}
          </Button>
        )}
      </Box>
      <Box>
        <Hint title={t.delete}>
          <IconButton aria-label={t.delete} color="error" onClick={() => onDelete(comment)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Hint>
      </Box>
    </Stack>
  );
}
