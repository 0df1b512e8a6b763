import { ratingMessages, ratingSummary } from '@app/domain';
import { Rating, Stack, Typography } from '@mui/material';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import type { ClassDoc } from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { liveOwnRating, saveRating } from '../api/rating';
import { classPageMessages as t } from '../messages';

const formatAverage = (average: number) =>
  average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const RATING_TOASTS: QueuedWriteToasts = {
  saved: { title: ratingMessages.savedTitle, description: ratingMessages.savedDescription },
  failed: { title: t.errorTitle, description: ratingMessages.saveError },
  logAs: 'Falha ao salvar a avaliação',
};

/**
 * The user's stars (their own document only) and the class's average and count, which the
 * ratings trigger keeps on the class document, so showing them costs no extra read.
 */
export function ClassRating({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const rating = useQueuedWrite(null, RATING_TOASTS);
  const own = useRead(liveOwnRating(cls.id, user.id));
  const summary = ratingSummary(cls);

  const save = (value: number | null) => {
    if (value !== null) void rating.run(() => saveRating(cls.id, user.id, value));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography id="rate-class" variant="subtitle1" component="h2">
        {t.rateTitle}
      </Typography>
      <Rating
        name={`rating-${cls.id}`}
        aria-labelledby="rate-class"
        value={own.status === 'ready' ? own.data : null}
        disabled={rating.busy || own.status === 'loading'}
        onChange={(_event, value) => save(value)}
      />
      <Typography variant="body2" color="text.secondary" data-testid="rating-summary">
        {summary ? t.ratingSummary(formatAverage(summary.average), summary.count) : t.noRatings}
      </Typography>
    </Stack>
  );
}
