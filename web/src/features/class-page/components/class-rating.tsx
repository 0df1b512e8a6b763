import { ratingMessages, ratingSummary } from '@app/domain';
import { Rating, Stack, Typography } from '@mui/material';
import { ReadView } from '@/components/feedback/read-view';
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
  // The stars show the user's own rating once read; empty (and usable) when there is none or
  // it could not be read, disabled while reading.
  const stars = (value: number | null, reading = false) => (
    <Rating
      name={`rating-${cls.id}`}
      aria-labelledby="rate-class"
      value={value}
      disabled={rating.busy || reading}
      onChange={(_event, picked) => save(picked)}
    />
  );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography id="rate-class" variant="subtitle1" component="h2">
        {t.rateTitle}
      </Typography>
      <ReadView
        read={own}
        loading={stars(null, true)}
        error={stars(null)}
        retry={false}
        empty={stars(null)}
      >
        {(value) => stars(value)}
      </ReadView>
      <Typography variant="body2" color="text.secondary" data-testid="rating-summary">
        {summary ? t.ratingSummary(formatAverage(summary.average), summary.count) : t.noRatings}
      </Typography>
    </Stack>
  );
}
