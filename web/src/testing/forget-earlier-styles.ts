// The component tests share one DOM per worker (`isolate: false` in vitest.config.ts), and Emotion,
// which styles MUI, never takes a rule out of <head> by itself: by the last file of a run the
// document held ~2,000 <style> elements, most from files that had finished long before. happy-dom
// matches every rule of the document each time `getComputedStyle` is called, and Testing Library's
// role queries and user-event call it for each element they look at, so every file ran slower than
// the one before it. Called before each file (vitest.setup.ts), this takes the earlier files' rules
// out and makes Emotion forget it inserted them, so a file sees only the styles its own components
// insert as they render: what it would see run alone.
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The cache Emotion uses when no `CacheProvider` gives another: the one every test renders into. */
function defaultEmotionCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  function ReadCache() {
    cache = __unsafe_useEmotionCache() as EmotionCache | null;
    return null;
  }
  renderToStaticMarkup(createElement(ReadCache));
  return cache;
}

export function forgetEarlierStyles(): void {
  const cache = defaultEmotionCache();
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
