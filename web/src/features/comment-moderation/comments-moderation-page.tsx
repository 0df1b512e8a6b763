import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  InputAdornment,
  Paper,
  Skeleton,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { commentMessages, normalizeSearchText } from '@app/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/lib/use-toast';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import {
  deleteModeratedComment,
  MODERATION_PAGE_SIZE,
  MODERATION_TABS,
  subscribeModerationTab,
  type ModeratedComment,
  type ModerationPage,
  type ModerationTab,
} from './api/moderation';
import { ModeratedCommentItem } from './components/moderated-comment-item';
import { moderationMessages as t } from './messages';

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

/**
 * /dashboard/comentarios (admin): the queue of students' comments waiting for the team (oldest
 * first, the default tab), the answered ones and every comment; live; search; answer in place;
 * delete.
 */
export default function CommentsModerationPage() {
  const toast = useToast();
  const [tab, setTab] = useState<ModerationTab>('awaiting');
  const [pages, setPages] = useState(1);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<ModeratedComment | null>(null);
  const [busy, setBusy] = useState(false);
  const count = pages * MODERATION_PAGE_SIZE;
  const latest = useLiveSnapshot<ModerationPage>(`moderation:${tab}:${count}`, (onData, onError) =>
    subscribeModerationTab(tab, count, onData, onError),
  );
  // Keep showing the previous page while the longer list of the same tab loads.
  const [lastReady, setLastReady] = useState<{ tab: ModerationTab; page: ModerationPage } | null>(
    null,
  );
  if (latest.status === 'ready' && latest.data !== lastReady?.page)
    setLastReady({ tab, page: latest.data });
  const page =
    latest.status === 'ready' ? latest.data : lastReady?.tab === tab ? lastReady.page : null;

  const words = useMemo(() => normalizeSearchText(search).split(' ').filter(Boolean), [search]);
  const shown = (page?.comments ?? []).filter((c) => matches(c, words));

  const remove = async (comment: ModeratedComment) => {
    setBusy(true);
    try {
      await deleteModeratedComment(comment);
      toast({
        title: commentMessages.deletedTitle,
        description: commentMessages.deletedDescription,
        variant: 'success',
      });
      setConfirming(null);
    } catch (error) {
      console.error(commentMessages.deleteError, error);
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.deleteError,
        variant: 'error',
      });
    } finally {
      setBusy(false);
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
      <TextField
        fullWidth
        placeholder={commentMessages.moderationSearch}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': commentMessages.moderationSearch },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
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
        {latest.status === 'error' && !page ? (
          <Typography color="error" role="alert" sx={{ py: 3 }}>
            {t.loadError}
          </Typography>
        ) : !page ? (
          <Box role="progressbar" aria-label={t.loading}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={72} sx={{ my: 2 }} />
            ))}
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {words.length > 0 ? commentMessages.moderationEmpty : EMPTY_TEXT[tab]}
          </Typography>
        ) : (
          <Box aria-label={t.count(shown.length)} role="feed">
            {shown.map((comment) => (
              <ModeratedCommentItem key={comment.path} comment={comment} onDelete={setConfirming} />
            ))}
          </Box>
        )}
      </Paper>
      {page?.hasMore ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={latest.status === 'loading'}
            onClick={() => setPages((n) => n + 1)}
          >
            {t.loadMore}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={commentMessages.confirmDeleteTitle}
        text={commentMessages.confirmDeleteDescription}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void remove(confirming)}
      />
    </Box>
  );
}
