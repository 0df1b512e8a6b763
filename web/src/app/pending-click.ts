// A prerendered page shows its buttons before React is attached to them. Its inline start-up
// script (web/build/prerender-public-pages.ts) remembers the last button clicked in that window;
// once hydrated, the app clicks it again, so a quick tap on 'Abrir menu' or 'Quero ser Aluno
// Fundador' is answered late rather than lost. Links need none of this: they work as plain HTML.

declare global {
  interface Window {
    /** Set when the app has hydrated: the inline script stops holding clicks. */
    __escolaHydrated?: boolean;
    /** The button clicked before hydration, if any. */
    __escolaPendingClick?: HTMLElement;
  }
}

/** The inline script's part: hold the last button click until the app is hydrated. */
export const HOLD_CLICKS_SCRIPT =
  "document.addEventListener('click',function(e){if(window.__escolaHydrated)return;" +
  "var b=e.target&&e.target.closest&&e.target.closest('button');" +
  'if(b){e.preventDefault();window.__escolaPendingClick=b;}},true);';

/** Called once the app has hydrated: replays the held click, if its button is still there. */
export function replayPendingClick(): void {
  window.__escolaHydrated = true;
  const pending = window.__escolaPendingClick;
  window.__escolaPendingClick = undefined;
  if (pending?.isConnected) pending.click();
}
