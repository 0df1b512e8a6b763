import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Avatar, Box, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { commentMessages, roleLabel, toDateValue } from '@app/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatRelativeDate } from '@/lib/dates';
import { initials } from '@/lib/initials';
import type { ModeratedComment } from '../api/moderation';
import { moderationMessages as t } from '../messages';

type ModeratedCommentItemProps = {
  comment: ModeratedComment;
  onDelete: (comment: ModeratedComment) => void;
};

/** Author, role, avatar, relative date, the text and a link to its class. */
export function ModeratedCommentItem({ comment, onDelete }: ModeratedCommentItemProps) {
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
        </Stack>
        <Typography sx={{ my: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.onClass}{' '}
          <Link component={RouterLink} to={paths.dashboard.classPage.getHref(comment.classSlug)}>
            {comment.classTitle}
          </Link>
        </Typography>
      </Box>
      <Box>
        <Tooltip title={t.delete}>
          <IconButton aria-label={t.delete} color="error" onClick={() => onDelete(comment)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Stack>
  );
}
