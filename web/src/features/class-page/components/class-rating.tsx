import { ratingMessages, ratingSummary } from '@app/domain';
import { Rating, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useToast } from '@/lib/use-toast';
import type { ClassDoc } from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';
import { saveRating, subscribeOwnRating } from '../api/rating';
import { classPageMessages as t } from '../messages';

const formatAverage = (average: number) =>
  average.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The user's stars (their own document only) and the class's average and count, which the
 * ratings trigger keeps on the class document, so showing them costs no extra read.
 */
export function ClassRating({ cls }: { cls: ClassDoc }) {
  const user = useCurrentUser();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const own = useLiveSnapshot<number | null>(`rating:${cls.id}:${user.id}`, (onData, onError) =>
    subscribeOwnRating(cls.id, user.id, onData, onError),
  );
  const summary = ratingSummary(cls);

  const save = async (value: number | null) => {
    if (value === null) return;
    setSaving(true);
    try {
      await saveRating(cls.id, user.id, value);
      toast({
        title: ratingMessages.savedTitle,
        description: ratingMessages.savedDescription,
        variant: 'success',
      });
    } catch (error) {
      console.error('Falha ao salvar a avaliação', error);
      toast({ title: t.errorTitle, description: ratingMessages.saveError, variant: 'error' });
    } finally {
      setSaving(false);
    }
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
        disabled={saving || own.status === 'loading'}
        onChange={(_event, value) => void save(value)}
      />
      <Typography variant="body2" color="text.secondary" data-testid="rating-summary">
        {summary ? t.ratingSummary(formatAverage(summary.average), summary.count) : t.noRatings}
      </Typography>
    </Stack>
  );
}
