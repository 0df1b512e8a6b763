import { Box } from '@mui/material';
import { videoEmbedUrl } from '../video-embed';
import { classPageMessages as t } from '../messages';

/** The class video in a 16:9 frame. */
export function ClassVideo({ url, title }: { url: string; title: string }) {
  return (
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
        src={videoEmbedUrl(url)}
        title={t.videoTitle(title)}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        loading="lazy"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
