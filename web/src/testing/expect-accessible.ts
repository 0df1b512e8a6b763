// The same WCAG 2.0/2.1 A and AA rules the browser journeys check (tests/e2e/accessibility.ts),
// run by axe-core on a rendered component in the simulated DOM. Colour contrast is left to the
// browser: the simulated DOM computes no colours, so axe could only answer "unknown" here.
import axe from 'axe-core';
import { expect } from 'vitest';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { rule: string; help: string; nodes: string[] };

/** Every WCAG 2.1 A/AA violation axe finds in what is rendered now (contrast aside). */
export async function accessibilityViolations(
  container: Element = document.body,
): Promise<Violation[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_21_AA },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
    // A frame holds someone else's page (a video player); the simulated DOM has none to check.
    iframes: false,
  });
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html.slice(0, 160)),
  }));
}

/** Fails with each violation (rule, elements, axe's explanation) in what is rendered now. */
export async function expectAccessible(container?: Element): Promise<void> {
  expect(await accessibilityViolations(container)).toEqual([]);
}
