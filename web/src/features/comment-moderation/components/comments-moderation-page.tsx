import { Box, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { commentMessages, normalizeSearchText } from '@app/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { LoadMoreButton } from '@/components/feedback/load-more-button';
import { ReadView } from '@/components/feedback/read-view';
import { SearchField } from '@/components/form/search-field';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { useKeptRead, useRead } from '@/lib/use-read';
import {
  deleteModeratedComment,
  MODERATION_PAGE_SIZE,
  MODERATION_TABS,
  liveModerationTab,
  type ModeratedComment,
  type ModerationTab,
} from '../api/moderation';
import { moderationMessages as t } from '../messages';
import { ModeratedCommentItem } from './moderated-comment-item';

/** Every word of the search must appear in the author, the text or the class title. */
function matches(comment: ModeratedComment, words: string[]): boolean {
  const haystack = normalizeSearchText(`${comment.userName} ${comment.text} ${comment.classTitle}`);
  return words.every((word) => haystack.includes(word));
}

const TAB_LABELS: Record<ModerationTab, string> = {
  awaiting: commentMessages.tabAwaiting,
  answered: commentMessages.tabAnswered,
  all: commentMessages.tabAll,
};

const EMPTY_TEXT: Record<ModerationTab, string> = {
  awaiting: commentMessages.emptyAwaiting,
  answered: commentMessages.emptyAnswered,
  all: commentMessages.moderationEmpty,
};

const DELETE_TOASTS: QueuedWriteToasts = {
  saved: { title: commentMessages.deletedTitle, description: commentMessages.deletedDescription },
  failed: { title: commentMessages.errorTitle, description: commentMessages.deleteError },
  logAs: commentMessages.deleteError,
};

/**
 * /dashboard/comentarios (admin): the queue of students' comments waiting for the team (oldest
 * first, the default tab), the answered ones and every comment; live; search; answer in place;
 * delete.
 */
export default function CommentsModerationPage() {
  const [tab, setTab] = useState<ModerationTab>('awaiting');
  const [pages, setPages] = useState(1);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ModeratedComment | null>(null);
  const deletion = useQueuedWrite(null, DELETE_TOASTS);
  const count = pages * MODERATION_PAGE_SIZE;
  const latest = useRead(liveModerationTab(tab, count));
  // Keep showing the previous page while the longer list of the same tab loads.
  const shown = useKeptRead(latest, tab);

  const words = useMemo(() => normalizeSearchText(search).split(' ').filter(Boolean), [search]);
  const found = (comments: ModeratedComment[]) => comments.filter((c) => matches(c, words));

  const remove = async (comment: ModeratedComment) => {
    if ((await deletion.run(() => deleteModeratedComment(comment))) !== 'failed') {
      setConfirming(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {commentMessages.moderationTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {commentMessages.moderationSubtitle}
      </Typography>
      <SearchField
        fullWidth
        placeholder={commentMessages.moderationSearch}
        inputName={commentMessages.moderationSearch}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Tabs
        value={tab}
        onChange={(_, next: ModerationTab) => {
          setTab(next);
          setPages(1);
        }}
        sx={{ mb: 2 }}
      >
        {MODERATION_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TAB_LABELS[value]}
            id={`moderation-tab-${value}`}
            aria-controls="moderation-panel"
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="moderation-panel"
        aria-labelledby={`moderation-tab-${tab}`}
        sx={{ px: 2 }}
      >
        <ReadView
          read={shown}
          loading={
            <Box role="progressbar" aria-label={t.loading}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={72} sx={{ my: 2 }} />
              ))}
            </Box>
          }
          error={
            <Typography color="error" sx={{ pt: 3 }}>
              {t.loadError}
            </Typography>
          }
          isEmpty={(data) => found(data.items).length === 0}
          empty={
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {words.length > 0 ? commentMessages.moderationEmpty : EMPTY_TEXT[tab]}
            </Typography>
          }
        >
          {(data) => (
            <Box aria-label={t.count(found(data.items).length)} role="feed">
              {found(data.items).map((comment) => (
                <ModeratedCommentItem
                  key={comment.path}
                  comment={comment}
                  onDelete={setConfirming}
                />
              ))}
            </Box>
          )}
        </ReadView>
      </Paper>
      <LoadMoreButton
        page={shown}
        label={t.loadMore}
        busy={latest.status === 'loading'}
        onMore={() => setPages((n) => n + 1)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={commentMessages.confirmDeleteTitle}
        text={commentMessages.confirmDeleteDescription}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={deletion.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </Box>
  );
}
