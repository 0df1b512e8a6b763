// The automated accessibility check of the browser journeys: axe-core (the standard engine) run
// in the page against the WCAG 2.0/2.1 A and AA rules, failing on any violation with the rule,
// the elements and axe's own explanation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from './fixtures';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Transitions finished at once, so a dialog fading in or a button changing colour is measured in
 * its final state (axe reads the computed colours of the moment).
 */
const settle = `
  const style = document.createElement('style');
  style.dataset.a11yCheck = '';
  style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
  document.head.appendChild(style);
`;

type Violation = { rule: string; impact: string | null | undefined; help: string; nodes: string[] };

/** Runs axe on what the page shows now; returns the violations, described for a failure message. */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  await page.evaluate(settle);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_21_AA,
  )) as AxeResults;
  await page.evaluate(() => document.querySelector('style[data-a11y-check]')?.remove());
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  }));
}

/** Fails the test with every WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await accessibilityViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
