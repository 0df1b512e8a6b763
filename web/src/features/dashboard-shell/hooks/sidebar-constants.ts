// Sidebar sizes and timings.
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** The open/collapsed choice is remembered for 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below this width the sidebar is a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
