import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header + page + footer. Each public page wraps itself in it (instead of a parent layout route)
 * so the shell's chunk downloads in parallel with the page's, not one after the other.
 */
export function PublicPageShell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
