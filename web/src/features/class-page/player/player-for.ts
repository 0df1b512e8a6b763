import type { PlayerFactory } from './player-adapter';
import { VIMEO_ORIGIN, createVimeoPlayer } from './vimeo-player';
import { createYouTubePlayer, withYouTubeApi } from './youtube-player';

const YOUTUBE_EMBED = 'https://www.youtube.com/embed/';

export type TrackedEmbed = { src: string; factory: PlayerFactory | null };

/**
 * The iframe address and the adapter that follows it: Vimeo (the platform's video service) by
 * its postMessage protocol, YouTube by its IFrame Player API (which needs enablejsapi=1 in the
 * address). Any other address stays a plain iframe with nothing tracked.
 */
export function trackedEmbed(embedUrl: string, origin: string): TrackedEmbed {
  if (embedUrl.startsWith(`${VIMEO_ORIGIN}/video/`)) {
    return { src: embedUrl, factory: createVimeoPlayer };
  }
  if (embedUrl.startsWith(YOUTUBE_EMBED)) {
    return { src: withYouTubeApi(embedUrl, origin), factory: createYouTubePlayer() };
  }
  return { src: embedUrl, factory: null };
}
