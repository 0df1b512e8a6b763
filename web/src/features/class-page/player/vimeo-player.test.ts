// The Vimeo adapter against a fake of the player's side of its postMessage protocol: what the page
// asks the player (listen to events, duration, seek) and what it makes of the player's messages;
// messages from another window or origin are ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { fakePlayerEvents } from './fake-player-events';
import { createVimeoPlayer, VIMEO_ORIGIN } from './vimeo-player';

function fakePlayer() {
  const sent: unknown[] = [];
  const playerWindow = {
    postMessage: (message: string, origin: string) => {
      expect(origin).toBe(VIMEO_ORIGIN);
      sent.push(JSON.parse(message));
    },
  };
  const iframe = { contentWindow: playerWindow } as unknown as HTMLIFrameElement;
  const say = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      Object.assign(new Event('message'), {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        origin: from.origin ?? VIMEO_ORIGIN,
        source: from.source ?? playerWindow,
      }),
    );
  return { sent, iframe, say };
}

const events = fakePlayerEvents;

let destroy: (() => void) | undefined;
afterEach(() => destroy?.());

describe('the Vimeo adapter', () => {
  it('asks a ready player for its events and duration, and reports them', () => {
    const player = fakePlayer();
    const on = events();
    destroy = createVimeoPlayer(player.iframe, on).destroy;
    expect(player.sent).toEqual([{ method: 'ping' }]);

    player.say({ event: 'ready' });
    expect(player.sent.slice(1)).toEqual([
      { method: 'addEventListener', value: 'timeupdate' },
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'pause' },
      { method: 'addEventListener', value: 'ended' },
      { method: 'addEventListener', value: 'seeked' },
      { method: 'getDuration' },
    ]);
    player.say({ method: 'getDuration', value: 600 });
    expect(on.onReady).toHaveBeenLastCalledWith(600);

    player.say({ event: 'play', data: { seconds: 0, duration: 600, percent: 0 } });
    player.say({ event: 'timeupdate', data: { seconds: 12.5, duration: 600, percent: 0.02 } });
    player.say({ event: 'seeked', data: { seconds: 300, duration: 600, percent: 0.5 } });
    player.say({ event: 'pause', data: { seconds: 300, duration: 600, percent: 0.5 } });
    player.say({ event: 'ended', data: { seconds: 600, duration: 600, percent: 1 } });
    expect(on.onPlay).toHaveBeenCalledWith(0);
    expect(on.onTime).toHaveBeenCalledWith(12.5, 600);
    expect(on.onSeeked).toHaveBeenCalledWith(300);
    expect(on.onPause).toHaveBeenCalledTimes(1);
    expect(on.onEnded).toHaveBeenCalledTimes(1);
  });

  it('seeks with setCurrentTime', () => {
    const player = fakePlayer();
    const adapter = createVimeoPlayer(player.iframe, events());
    destroy = adapter.destroy;
    adapter.seek(125);
    expect(player.sent.at(-1)).toEqual({ method: 'setCurrentTime', value: 125 });
  });

  it('ignores other windows, other origins, non-JSON, and everything after destroy', () => {
    const player = fakePlayer();
    const on = events();
    const adapter = createVimeoPlayer(player.iframe, on);
    const tick = { event: 'timeupdate', data: { seconds: 5, duration: 600 } };
    player.say(tick, { source: {} });
    player.say(tick, { origin: 'https://evil.example' });
    player.say('not json');
    expect(on.onTime).not.toHaveBeenCalled();
    adapter.destroy();
    player.say(tick);
    expect(on.onTime).not.toHaveBeenCalled();
  });
});
