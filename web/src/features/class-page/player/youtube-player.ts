// YouTube's embed through its IFrame Player API: the API script (www.youtube.com/iframe_api) is
// loaded once, then a YT.Player is attached to the page's own iframe (its address carries
// enablejsapi=1). The API has no time event, so the position is read every 250 ms while the video
// plays; a jump between two readings is a seek (the tally counts nothing across it).
import type { PlayerFactory } from './player-adapter';

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
const POLL_MS = 250;

/** The part of the IFrame Player API the adapter uses. */
export type YouTubePlayer = {
  getCurrentTime: () => number;
  getDuration: () => number;
  seekTo: (seconds: number, allowSeekAhead: boolean) => void;
  destroy: () => void;
};
type YouTubeNamespace = {
  Player: new (
    element: HTMLIFrameElement,
    options: {
      events: {
        onReady: (event: { target: YouTubePlayer }) => void;
        onStateChange: (event: { data: number; target: YouTubePlayer }) => void;
      };
    },
  ) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number };
};
type YouTubeWindow = Window & {
  YT?: YouTubeNamespace;
  onYouTubeIframeAPIReady?: () => void;
};

let api: Promise<YouTubeNamespace> | null = null;

/** The API, loading its script on first use. */
export function loadYouTubeApi(win: YouTubeWindow = window): Promise<YouTubeNamespace> {
  if (win.YT?.Player) return Promise.resolve(win.YT);
  api ??= new Promise((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (win.YT) resolve(win.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      api = null;
      reject(new Error('A API do YouTube não carregou'));
    };
    document.head.append(script);
  });
  return api;
}

/** The embed address with the API switched on (and the page's origin, as YouTube asks). */
export function withYouTubeApi(embedUrl: string, origin: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', origin);
  return url.toString();
}

export const createYouTubePlayer =
  (load: () => Promise<YouTubeNamespace> = loadYouTubeApi): PlayerFactory =>
  (iframe, events) => {
    let player: YouTubePlayer | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let destroyed = false;
    const stopPolling = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const report = () => {
      if (player) events.onTime(player.getCurrentTime(), player.getDuration());
    };
    load()
      .then((YT) => {
        if (destroyed) return;
        player = new YT.Player(iframe, {
          events: {
            onReady: ({ target }) => events.onReady(target.getDuration()),
            onStateChange: ({ data, target }) => {
              if (data === YT.PlayerState.PLAYING) {
                events.onPlay(target.getCurrentTime());
                stopPolling();
                timer = setInterval(report, POLL_MS);
              } else if (data === YT.PlayerState.PAUSED || data === YT.PlayerState.ENDED) {
                report();
                stopPolling();
                if (data === YT.PlayerState.ENDED) events.onEnded();
                else events.onPause();
              }
            },
          },
        });
      })
      .catch((error: unknown) => console.error('Vídeo do YouTube sem acompanhamento', error));
    return {
      seek: (seconds) => {
        player?.seekTo(seconds, true);
        events.onSeeked(seconds);
      },
      destroy: () => {
        destroyed = true;
        stopPolling();
        player = null;
      },
    };
  };
