// The YouTube adapter against a fake of the IFrame Player API (the tests cannot reach YouTube):
// ready with the duration, play/pause/end from state changes, the position read every 250 ms while
// playing and never while paused, seek with seekTo.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlayerEvents } from './fake-player-events';
import { createYouTubePlayer, withYouTubeApi, type YouTubePlayer } from './youtube-player';

const STATES = { ENDED: 0, PLAYING: 1, PAUSED: 2 };

function fakeApi() {
  let time = 0;
  const player: YouTubePlayer = {
    getCurrentTime: () => time,
    getDuration: () => 600,
    seekTo: vi.fn(),
    destroy: vi.fn(),
  };
  let handlers: {
    onReady: (e: { target: YouTubePlayer }) => void;
    onStateChange: (e: { data: number; target: YouTubePlayer }) => void;
  } | null = null;
  const YT = {
    PlayerState: STATES,
    Player: vi.fn(function (
      this: unknown,
      _el: HTMLIFrameElement,
      options: { events: typeof handlers },
    ) {
      handlers = options.events;
      return player;
    }),
  };
  return {
    load: () => Promise.resolve(YT as never),
    player,
    setTime: (seconds: number) => {
      time = seconds;
    },
    ready: () => handlers!.onReady({ target: player }),
    state: (data: number) => handlers!.onStateChange({ data, target: player }),
    YT,
  };
}

const events = fakePlayerEvents;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the YouTube adapter', () => {
  it('attaches to the page iframe and reports duration, play, position, pause and end', async () => {
    const api = fakeApi();
    const on = events();
    const iframe = {} as HTMLIFrameElement;
    const adapter = createYouTubePlayer(api.load)(iframe, on);
    await vi.waitFor(() => expect(api.YT.Player).toHaveBeenCalledWith(iframe, expect.anything()));
    api.ready();
    expect(on.onReady).toHaveBeenCalledWith(600);

    api.setTime(10);
    api.state(STATES.PLAYING);
    expect(on.onPlay).toHaveBeenCalledWith(10);
    api.setTime(10.25);
    vi.advanceTimersByTime(250);
    api.setTime(10.5);
    vi.advanceTimersByTime(250);
    expect(on.onTime.mock.calls).toEqual([
      [10.25, 600],
      [10.5, 600],
    ]);

    api.state(STATES.PAUSED);
    expect(on.onPause).toHaveBeenCalledTimes(1);
    const reports = on.onTime.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(on.onTime.mock.calls.length).toBe(reports); // no polling while paused

    adapter.seek(125);
    expect(api.player.seekTo).toHaveBeenCalledWith(125, true);
    expect(on.onSeeked).toHaveBeenCalledWith(125);

    api.state(STATES.PLAYING);
    api.state(STATES.ENDED);
    expect(on.onEnded).toHaveBeenCalledTimes(1);
    adapter.destroy();
    vi.advanceTimersByTime(1000);
    expect(api.player.destroy).not.toHaveBeenCalled(); // the iframe stays the page's
  });

  it('switches the embed address to the API, with the page origin', () => {
    expect(
      withYouTubeApi('https://www.youtube.com/embed/abc?start=90', 'https://app.example'),
    ).toBe(
      'https://www.youtube.com/embed/abc?start=90&enablejsapi=1&origin=https%3A%2F%2Fapp.example',
    );
  });
});
