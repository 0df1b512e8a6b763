// The Firestore emulator's rule coverage for a whole emulator run: checked once before the suites
// (rules-coverage.global-setup.ts) and saved once after them (save-rule-coverage.ts), not per
// file: by the end of a run the report is tens of MB and takes the emulator seconds to produce.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { RULES_PROJECT_ID } from './emulator-hosts';
import { repoRoot } from './repo-root';
import { emulatorHost } from './rules-env';

const RULES_PATH = resolve(repoRoot, 'firestore.rules');
export const COVERAGE_HTML = resolve(repoRoot, 'test-results/firestore-coverage.html');
export const COVERAGE_JSON = resolve(repoRoot, 'test-results/firestore-coverage.json');
export const COVERAGE_SUMMARY = resolve(repoRoot, 'test-results/firestore-coverage-summary.json');

function coverageUrl(): string {
  const { host, port } = emulatorHost();
  return `http://${host}:${port}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`;
}

/** The rules source the emulator currently evaluates for the project (from its coverage report). */
async function loadedRules(): Promise<string | undefined> {
  const response = await fetch(coverageUrl());
  if (!response.ok) return undefined;
  const report = (await response.json()) as { rules?: { files?: { content?: string }[] } };
  return report.rules?.files?.[0]?.content;
}

/** How much of firestore.rules the suite evaluated, from the emulator's JSON coverage report. */
export interface CoverageFigure {
  /** Expressions evaluated at least once / all expressions. */
  expressions: { covered: number; total: number };
  /** Rule lines with at least one evaluated expression / lines holding expressions. */
  lines: { covered: number; total: number };
  /** Lines where no expression was ever evaluated. */
  uncoveredLines: number[];
}

interface CoverageNode {
  sourcePosition?: { line?: number };
  values?: unknown[];
  children?: CoverageNode[];
}

export function coverageFigure(report: { report?: CoverageNode[] }): CoverageFigure {
  const expressions = { covered: 0, total: 0 };
  const lineHit = new Map<number, boolean>();
  const visit = (node: CoverageNode): void => {
    const line = node.sourcePosition?.line;
    if (line !== undefined) {
      const hit = (node.values?.length ?? 0) > 0;
      expressions.total += 1;
      if (hit) expressions.covered += 1;
      lineHit.set(line, (lineHit.get(line) ?? false) || hit);
    }
    node.children?.forEach(visit);
  };
  report.report?.forEach(visit);
  const uncoveredLines = [...lineHit].filter(([, hit]) => !hit).map(([line]) => line);
  return {
    expressions,
    lines: { covered: lineHit.size - uncoveredLines.length, total: lineHit.size },
    uncoveredLines: uncoveredLines.sort((a, b) => a - b),
  };
}

/** Where the emulator's HTML report holds its data: `const data = {…};`, pretty-printed. */
const DATA_START = 'const data = ';
const DATA_END = '\n};\n';

/**
 * The JSON report inside the emulator's HTML report, which is a viewer page with the same data the
 * JSON endpoint returns written into it. Pretty-printed, the JSON closes its top-level object
 * with the only "}" at the start of a line (strings cannot hold a line break), followed here by ";".
 */
function reportDataOf(html: string): string {
  const start = html.indexOf(DATA_START);
  const end = start < 0 ? -1 : html.indexOf(DATA_END, start);
  if (end < 0)
    throw new Error('O relatório HTML de cobertura não traz os dados no formato esperado');
  return html.slice(start + DATA_START.length, end + 2);
}

/**
 * Saves the emulator's rule-coverage report: HTML for a maintainer to open, JSON, and a summary
 * with the figure. The report is cumulative since the rules were last loaded, so saved after the
 * Vitest suites it covers all of them. It is the rules suites' own project: the browser journeys
 * run in the demo project and are not in it. The emulator builds the report anew for each request
 * (~65 MB, seconds of its processor time), so it is asked for once, as HTML, and the JSON is the
 * data that page carries.
 */
export async function saveRuleCoverage(): Promise<void> {
  await mkdir(dirname(COVERAGE_HTML), { recursive: true });
  const response = await fetch(`${coverageUrl()}.html`);
  if (!response.ok) throw new Error(`Cobertura das regras: ${response.status}`);
  const html = await response.text();
  const json = reportDataOf(html);
  await writeFile(COVERAGE_HTML, html);
  await writeFile(COVERAGE_JSON, json);
  const figure = coverageFigure(JSON.parse(json) as { report?: CoverageNode[] });
  await writeFile(COVERAGE_SUMMARY, `${JSON.stringify(figure, null, 2)}\n`);
}

/**
 * Makes sure the emulator evaluates this checkout's firestore.rules. It loads them at start
 * (firebase.json) and reloads them on change, so this only loads them when an emulator started
 * elsewhere runs other rules; loading resets the coverage report, hence once, before any suite.
 */
export async function ensureRulesLoaded(): Promise<void> {
  const rules = await readFile(RULES_PATH, 'utf8');
  if ((await loadedRules()) === rules) return;
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...emulatorHost(), rules },
  });
  await env.cleanup();
}
