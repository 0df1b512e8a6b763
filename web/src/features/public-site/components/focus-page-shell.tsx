import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { pageColumnSx } from './page-column';
import { BrandLogo } from './brand-logo';

/**
 * A page with one job (upsell, thank-you, access expired): just the logo, no navigation to
 * distract from the next step.
 */
export function FocusPageShell({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Box
      sx={{
        ...pageColumnSx,
        background:
          'radial-gradient(ellipse at top, rgba(229, 9, 20, 0.16), transparent 60%), #141414',
      }}
    >
      <Container maxWidth="lg" sx={{ py: 2.5 }}>
        <BrandLogo />
      </Container>
      <Container component="main" maxWidth={maxWidth} sx={{ flexGrow: 1, py: { xs: 4, md: 8 } }}>
        {children}
      </Container>
    </Box>
  );
}
