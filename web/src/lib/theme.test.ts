// The component tests run as a person who asked for less motion (vitest.config.ts), so this is
// the theme that person gets; without the preference MUI's own durations stay.
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { toastSettings } from './toast-settings';

describe('theme with prefers-reduced-motion: reduce', () => {
  it('gives every MUI transition zero duration, the height-based ones included', () => {
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(Object.values(theme.transitions.duration)).toEqual(Array(7).fill(0));
    expect(theme.transitions.getAutoHeightDuration(600)).toBe(0);
    expect(theme.transitions.create('width')).toBe('none');
  });

  it('makes toasts appear and leave without sliding', () => {
    expect(toastSettings.transitionDuration).toEqual({ enter: 0, exit: 0 });
  });
});
