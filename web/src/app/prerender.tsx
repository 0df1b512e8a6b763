// Build-time entry (never shipped to browsers): renders a public page to HTML plus the critical
// CSS Emotion produced for it. web/build/prerender-public-pages.ts calls it for each page of
// routes/prerendered-pages.ts; the browser gets that HTML and CSS only (no React runs there).
import type { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PageLoader } from '@/components/feedback/page-loader';
import { AppProviders } from './app-providers';
import { appRoutes } from './router';
import { RouteTable } from './routes/route-table';

export { prerenderedPages } from './routes/prerendered-pages';
export { markStoredSessionScript } from '@/lib/stored-session';

async function readAll(stream: PassThrough | NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

type Rendered = { html: string; styles: string };

/** Markup (the content of #root) and the <style> tags its first paint needs. */
async function render(content: ReactElement): Promise<Rendered> {
  // Same key as the browser's default Emotion cache, which adopts these tags instead of
  // re-inserting the rules when it starts.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // prerender (unlike renderToString) waits for the lazy page chunks inside Suspense.
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders>{content}</AppProviders>
    </CacheProvider>,
  );
  const html = await readAll(prelude);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}

/** A public page, as the app draws it at that address. */
export function renderPage(path: string): Promise<Rendered> {
  return render(
    <StaticRouter location={path}>
      <RouteTable routes={appRoutes()} />
    </StaticRouter>,
  );
}

/**
 * The app shell's loader (app.html): what a signed-in page shows from the first byte until the
 * app has its code and renders (main.tsx waits for the page's chunks before the first render).
 */
export function renderAppLoader(): Promise<Rendered> {
  return render(<PageLoader />);
}
