import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { pageColumnSx } from './page-column';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header + page + footer. Each public page wraps itself in it (instead of a parent layout route)
 * so the shell's chunk downloads in parallel with the page's, not one after the other. The
 * prerendered pages run no React in the browser, so focus is drawn by CSS here: MUI draws its
 * buttons' focus ring with JavaScript.
 */
export function PublicPageShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        ...pageColumnSx,
        '& :focus-visible': {
          outline: '2px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
