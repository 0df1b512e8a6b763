import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { formatPosition } from '@app/domain';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTINUE_PARAM, type ClassDoc } from '@/lib/content';
import { useToast } from '@/lib/use-toast';
import { trackedEmbed } from '../player/player-for';
import { useWatching } from '../player/use-watching';
import { videoEmbedUrl } from '../video-embed';
import { classPageMessages as t, watchingMessages as w } from '../messages';

/**
 * The class video in a 16:9 frame. With a provider the page can follow (player/player-for.ts),
 * it offers to resume where the member stopped and completes the class once most of it was
 * played; any other address stays a plain iframe.
 */
export function ClassVideo({
  cls,
  completionGated = false,
}: {
  cls: ClassDoc;
  /** Only the class's quiz completes it ('Concluir só com aprovação'). */
  completionGated?: boolean;
}) {
  const toast = useToast();
  const frame = useRef<HTMLIFrameElement>(null);
  const { src, factory } = useMemo(
    () => trackedEmbed(videoEmbedUrl(cls.videoUrl), window.location.origin),
    [cls.videoUrl],
  );
  // From 'Continue de onde parou': straight to the second where the member stopped.
  const [params] = useSearchParams();
  const watching = useWatching(
    cls,
    frame,
    factory,
    () => toast({ title: w.completedByWatching, variant: 'success' }),
    params.get(CONTINUE_PARAM) === '1',
    completionGated,
  );
  return (
    <Stack spacing={1}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box
          component="iframe"
          ref={frame}
          src={src}
          title={t.videoTitle(cls.title)}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      {watching.resumeAt !== null ? (
        <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={w.resumePrompt}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ flex: 1 }}>{w.resumePrompt}</Typography>
            <Button variant="contained" onClick={watching.resume}>
              {w.resumeFrom(formatPosition(watching.resumeAt))}
            </Button>
            <Button onClick={watching.startOver}>{w.startOver}</Button>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
