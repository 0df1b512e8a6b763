import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The first section of a sales page (/, /planos): the brand's red glow from the top. */
export function GlowSection({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{
        background: 'radial-gradient(ellipse at 50% -10%, rgba(229, 9, 20, 0.35), transparent 60%)',
      }}
    >
      {children}
    </Box>
  );
}
