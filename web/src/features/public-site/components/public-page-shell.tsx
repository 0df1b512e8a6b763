import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { StaticMarkup } from '@/components/layout/static-markup';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type Props = {
  children: ReactNode;
  /**
   * The page has controls of its own (dialogs, scrolling buttons, accordions) and wraps its
   * static parts in StaticMarkup itself; otherwise the whole content is static markup.
   */
  interactive?: boolean;
};

/**
 * Header + page + footer. Each public page wraps itself in it (instead of a parent layout route)
 * so the shell's chunk downloads in parallel with the page's, not one after the other. Only the
 * header (its menu) hydrates on a prerendered page unless the page says it is interactive.
 */
export function PublicPageShell({ children, interactive = false }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {interactive ? children : <StaticMarkup>{children}</StaticMarkup>}
      </Box>
      <StaticMarkup>
        <SiteFooter />
      </StaticMarkup>
    </Box>
  );
}
