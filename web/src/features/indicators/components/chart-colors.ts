import { brandRedText } from '@/lib/theme';

/**
 * Series colours: each at least 3:1 against the cards (WCAG 1.4.11, graphics) and told apart by
 * more than hue (the legend and the table name them too).
 */
export const CHART_COLORS = {
  primary: brandRedText,
  secondary: '#f5c518',
  tertiary: '#64b5f6',
  quaternary: '#81c784',
} as const;

export const CHART_HEIGHT = 280;

/**
 * What every chart shares: no animation (the numbers are there at once, and nothing moves for
 * people who get dizzy), no keyboard stops inside the drawing (the table under it is the
 * keyboard and screen-reader version), and whole-number ticks on the count axis.
 */
export const CHART_BASE = { skipAnimation: true, disableKeyboardNavigation: true } as const;
export const COUNT_AXIS = [{ tickMinStep: 1 }];
