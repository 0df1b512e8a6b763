import { toDateValue, type DateLike } from '@app/domain';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { WatchedProgress } from '@/components/feedback/watched-progress';
import { paths } from '@/config/paths';
import { formatRelativeDate } from '@/lib/dates';
import { catalogMessages as t } from '../messages';

/** What a card needs: a class document and a catalogue entry both fit. */
export type CardClass = {
  id: string;
  slug: string;
  title: string;
  type: 'SEMANAL' | 'INSIGHT' | 'CURSO';
  classNumber?: number | null;
  mainThemeName?: string | null;
  duration?: string | null;
  coverUrl?: string | null;
  createdAt: DateLike;
};

const cover16x9 = { width: '100%', aspectRatio: '16 / 9', display: 'block' } as const;

/** A class as a card: a real link to its page (opens in a new tab, works from the keyboard). */
export function ClassCard({
  cls,
  completed,
  watched = 0,
}: {
  cls: CardClass;
  completed: boolean;
  /** 0–100: how far into the video the member got (a bar while started and not finished). */
  watched?: number;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.dashboard.classPage.getHref(cls.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {cls.coverUrl ? (
          <Box
            component="img"
            src={cls.coverUrl}
            alt={t.coverAlt(cls.title)}
            loading="lazy"
            sx={{ ...cover16x9, objectFit: 'cover' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              ...cover16x9,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.secondary',
            }}
          >
            <PlayCircleOutlineIcon fontSize="large" />
          </Box>
        )}
        {watched > 0 && !completed ? <WatchedProgress percent={watched} /> : null}
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, minHeight: 24 }}>
            {cls.type === 'SEMANAL' && cls.classNumber ? (
              <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
                {t.classNumber(cls.classNumber)}
              </Typography>
            ) : null}
            {cls.type === 'INSIGHT' ? <Chip size="small" label={t.insightBadge} /> : null}
          </Stack>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {cls.title}
          </Typography>
          {cls.mainThemeName ? (
            <Typography variant="body2" color="text.secondary">
              {cls.mainThemeName}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {[cls.duration, formatRelativeDate(toDateValue(cls.createdAt))]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
      {completed ? (
        <CheckCircleIcon
          titleAccess={t.completed}
          color="success"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'background.paper',
            borderRadius: '50%',
          }}
        />
      ) : null}
    </Card>
  );
}

export function ClassCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ ...cover16x9, height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
      </CardContent>
    </Card>
  );
}
