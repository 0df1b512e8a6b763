import { Box } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydratingFirstPage } from '@/lib/first-hydration';

const wrapperSx = {
  // Layout-neutral: the wrapper adds no box, so grids, flex columns and margins work as before.
  display: 'contents',
  // MUI draws its buttons' focus with JavaScript; kept as HTML they need a visible outline.
  '& :focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/** A click that the browser would turn into a same-site page load, as a router path. */
function internalPath(event: MouseEvent<HTMLDivElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== window.location.origin) return null;
  // An anchor on this page (e.g. '#conteudo') is the browser's to scroll to.
  if (anchor.pathname === window.location.pathname && anchor.hash) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

/**
 * A part of a prerendered public page with nothing to hydrate: text, images and links only.
 * While the visitor's first page hydrates, React keeps the server's HTML here instead of
 * rendering and matching every component inside it, which is most of the hydration's main-thread
 * time on a slow phone. Links inside still navigate in the app (one delegated click handler);
 * buttons that act (open a dialog, scroll with an offset) must stay outside. Reached by an
 * in-app navigation, or on a page that was not prerendered, it renders its children as usual.
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const [keepServerHtml] = useState(isHydratingFirstPage);
  const navigate = useNavigate();
  if (!keepServerHtml) return <Box sx={wrapperSx}>{children}</Box>;
  return (
    <Box
      sx={wrapperSx}
      onClick={(event) => {
        const path = internalPath(event);
        if (path === null) return;
        event.preventDefault();
        void navigate(path);
      }}
      // The same element the server rendered, told to leave its content alone.
      suppressHydrationWarning
      // eslint-disable-next-line no-restricted-syntax -- an empty string: nothing is inserted
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
