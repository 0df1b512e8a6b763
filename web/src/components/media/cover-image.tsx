import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

type CoverImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Shown centred on a tinted 16:9 box when there is no image. */
  placeholder: ReactNode;
  rounded?: boolean;
  sx?: SxProps<Theme>;
};

/** A 16:9 cover (cards, course and live-class pages), or a placeholder icon without one. */
export function CoverImage({ src, alt, placeholder, rounded, sx }: CoverImageProps) {
  const frame = {
    width: '100%',
    aspectRatio: '16 / 9',
    display: 'block',
    borderRadius: rounded ? 2 : 0,
  } as const;
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={[frame, { objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  ) : (
    <Box
      aria-hidden
      sx={[
        frame,
        { display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {placeholder}
    </Box>
  );
}
