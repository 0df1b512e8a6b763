import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { shellMessages } from '../messages';

/** The id of the dashboard's main region, where 'Pular para o conteúdo' moves focus. */
const MAIN_CONTENT_ID = 'conteudo';

/** The page's one main region: focusable by the skip link (no outline: it is not a control). */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: 1, minWidth: 0, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}

/**
 * The first stop of the keyboard on every dashboard page: hidden until focused, it moves focus
 * past the sidebar to the page itself (the sidebar has up to ten entries to tab through).
 */
export function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:focus': { top: 8 },
      }}
    >
      {shellMessages.skipToContent}
    </Link>
  );
}
