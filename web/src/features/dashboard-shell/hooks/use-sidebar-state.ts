import { useMediaQuery } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_KEYBOARD_SHORTCUT } from './sidebar-constants';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

export type SidebarState = {
  isMobile: boolean;
  /** Desktop: full width (true) or icons only (false). Remembered in a cookie. */
  open: boolean;
  /** Mobile: the drawer is showing. Not remembered. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
};

/** Open/collapsed state of the dashboard sidebar, its cookie and the Ctrl/Cmd+B shortcut. */
export function useSidebarState(enabled: boolean): SidebarState {
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`, { noSsr: true });
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    const next = !open;
    document.cookie = sidebarCookie(next);
    setOpen(next);
  }, [isMobile, open]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      // Ours, not the browser's bold/bookmarks shortcut.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
