// For the player adapters' tests: every PlayerEvents callback as a spy.
import { vi } from 'vitest';
import type { PlayerEvents } from './player-adapter';

export const fakePlayerEvents = () =>
  ({
    onReady: vi.fn(),
    onTime: vi.fn(),
    onPlay: vi.fn(),
    onPause: vi.fn(),
    onEnded: vi.fn(),
    onSeeked: vi.fn(),
  }) satisfies PlayerEvents;
