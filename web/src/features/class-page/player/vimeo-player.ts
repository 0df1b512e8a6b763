// Vimeo's embed through its documented postMessage protocol (the one its player.js library
// speaks): the page sends {method, value} as JSON to the player's window, the player answers with
// JSON messages carrying an `event` ('ready', 'timeupdate', 'play', 'pause', 'ended', 'seeked',
// each with {seconds, duration, percent}) or a `method` reply. Messages are accepted only from
// that iframe's window and from the player's origin.
import type { PlayerEvents, PlayerFactory } from './player-adapter';

export const VIMEO_ORIGIN = 'https://player.vimeo.com';
const LISTENED = ['timeupdate', 'play', 'pause', 'ended', 'seeked'] as const;

type VimeoMessage = {
  event?: string;
  method?: string;
  value?: unknown;
  data?: { seconds?: number; duration?: number };
};

function parse(data: unknown): VimeoMessage | null {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as VimeoMessage;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as VimeoMessage) : null;
}

export const createVimeoPlayer: PlayerFactory = (iframe, events: PlayerEvents) => {
  const send = (method: string, value?: unknown) =>
    iframe.contentWindow?.postMessage(
      JSON.stringify(value === undefined ? { method } : { method, value }),
      VIMEO_ORIGIN,
    );
  const onMessage = (message: MessageEvent) => {
    if (message.source !== iframe.contentWindow || message.origin !== VIMEO_ORIGIN) return;
    const data = parse(message.data);
    if (!data) return;
    const seconds = Number(data.data?.seconds ?? 0);
    const duration = Number(data.data?.duration ?? 0);
    switch (data.event) {
      case 'ready':
        for (const event of LISTENED) send('addEventListener', event);
        send('getDuration');
        events.onReady(0);
        return;
      case 'timeupdate':
        events.onTime(seconds, duration);
        return;
      case 'play':
        events.onPlay(seconds);
        return;
      case 'pause':
        events.onPause();
        return;
      case 'ended':
        events.onEnded();
        return;
      case 'seeked':
        events.onSeeked(seconds);
        return;
    }
    if (data.method === 'getDuration' && typeof data.value === 'number') events.onReady(data.value);
  };
  window.addEventListener('message', onMessage);
  // The player may have said 'ready' before this listened: ask it to say so again.
  send('ping');
  return {
    seek: (position) => send('setCurrentTime', position),
    destroy: () => window.removeEventListener('message', onMessage),
  };
};
