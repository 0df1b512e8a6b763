// Lighthouse's mobile audit of the signed-in app (started by scripts/bench-app-lighthouse.mjs
// inside the emulators): the dashboard and a class page for a subscriber, the user list for the
// admin. Each member signs in once through the real /login form in the audit's own Chromium; every
// run then empties the HTTP cache but keeps the stored session (a member coming back on their
// phone), and checks that it measured the screen, not the login page it would fall back to.
// Prints the median run's figures per screen, where its main thread went and the scripts that
// took it. `--save-trace [dir]` adds one profiling run per screen, outside the medians (V8's
// sampling profiler slows the page down): it keeps that run's trace and report and prints the
// packages and functions that took the main thread, by self time.
import os from 'node:os';
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baseURL } from '../../tests/e2e/browser-options';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { DEMO_PASSWORD } from '../seed/demo-users';
import type { RawSourceMap } from './source-map-lookup';
import { printSelfTime, selfTimeOf, type SelfTime, type Trace } from './trace-self-time';

const args = process.argv.slice(2);
const optionValue = (flag: string) => {
  const index = args.indexOf(flag);
  const value = index >= 0 ? args[index + 1] : undefined;
  return value?.startsWith('--') ? undefined : value;
};
/**
 * `--tiny` (what `npm test` runs, so the benchmark cannot rot) proves every step still works on
 * the dashboard alone: one run, a shorter wait for the network; its figures mean little.
 */
const tiny = args.includes('--tiny');
/** The tiny run's wait for a quiet network (which never comes: see auditSignedInPage). */
const TINY_LOAD_WAIT_MS = 6_000;
const runs = tiny ? 1 : Number(optionValue('--runs') ?? 3);
/** Lighthouse's CPU slowdown: 4× (its default) or e.g. 10× for a low-end phone. */
const cpuSlowdown = Number(optionValue('--cpu-slowdown') ?? 4);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: um inteiro a partir de 1');
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown: um número a partir de 1');

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const traceDir = args.includes('--save-trace')
  ? path.resolve(optionValue('--save-trace') ?? path.join(repoRoot, 'test-results', 'lighthouse'))
  : null;
/**
 * V8's sampling profiler in the trace, for the profiling run only: Lighthouse leaves it out, and
 * sampling and its start cost the page time of their own (a few hundred ms at 4×).
 */
const SAMPLES = 'disabled-by-default-v8.cpu_profiler';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** After the audit, how long the screen may still take to show its heading and content. */
const READY_TIMEOUT_MS = 10_000;

/** What bench/lighthouse-runs.mjs gives back, as far as this benchmark reads it. */
type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  scriptBytes: number;
  finalUrl: string;
  mainThread: { group: string; ms: number }[];
  scripts: { url: string; totalMs: number; evaluationMs: number; parseCompileMs: number }[];
  warnings: string[];
  runtimeError?: string;
};
type AuditPage = {
  goto: (url: string) => Promise<unknown>;
  waitForSelector: (selector: string) => Promise<unknown>;
  type: (selector: string, text: string) => Promise<void>;
  click: (selector: string) => Promise<void>;
  waitForFunction: (expression: string, options: { timeout: number }) => Promise<unknown>;
  url: () => string;
  close: () => Promise<void>;
};
type AuditBrowser = { newPage: () => Promise<AuditPage>; close: () => Promise<void> };
type LighthouseRuns = {
  /** The table's columns for a screen: the median run's figures and every run's score. */
  figuresRow: (median: Figures, runs: Figures[]) => Record<string, string>;
  launchAuditBrowser: (chromePath: string) => Promise<AuditBrowser>;
  auditSignedInPage: (
    page: AuditPage,
    url: string,
    options: { cpuSlowdown: number; traceCategories?: string; maxWaitForLoad?: number },
  ) => Promise<{
    figures: Figures;
    lhr: unknown;
    artifacts: {
      Trace: Trace;
      /** The source maps Lighthouse fetched with the scripts (none for a map it could not read). */
      SourceMaps: { scriptUrl: string; map?: RawSourceMap }[];
    };
  }>;
};

type Screen = {
  name: string;
  email: string;
  path: string;
  /**
   * Text of the screen's <h1> (a weekly class's heading adds its number), and an element that is
   * there only once its content has loaded.
   */
  heading: string;
  content: string;
};
type Profile = { figures: Figures; selfTime: SelfTime | null };

/**
 * Lighthouse's warning for a page whose network never went quiet: every run of the signed-in app
 * has it (its Firestore listeners hold a request open, see bench/lighthouse-runs.mjs).
 */
const LOAD_WAIT_WARNING = /loaded too slowly/;

/** Lighthouse resolves from bench/node_modules, where the launcher installed it. */
const lighthouseRuns = (await import(
  pathToFileURL(path.join(repoRoot, 'bench', 'lighthouse-runs.mjs')).href
)) as LighthouseRuns;

/** Signs `email` in through the /login form; the session stays in the browser's profile. */
async function signIn(browser: AuditBrowser, email: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseURL}/login`);
    await page.waitForSelector('input[name="email"]');
    await page.type('input[name="email"]', email);
    await page.type('input[name="password"]', DEMO_PASSWORD);
    await page.click('form button[type="submit"]');
    await page.waitForFunction(
      `location.pathname.startsWith('/dashboard') &&
        Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'))`,
      { timeout: 60_000 },
    );
  } finally {
    await page.close();
  }
}

/** The screen's heading and content are on the page (a script, run in the page). */
const readyExpression = (screen: Screen) =>
  `[...document.querySelectorAll('h1')].some((h1) => h1.textContent.includes(${JSON.stringify(screen.heading)})) &&
    document.querySelector(${JSON.stringify(screen.content)}) !== null`;

const slug = (screen: Screen) => screen.path.replace(/^\//, '').replace(/\W+/g, '-');

/**
 * One audit of the screen. A profiling run (`saveAs`: where its files go) records V8's samples in
 * the trace, saves the trace and the report and reads the samples.
 */
async function auditOnce(
  browser: AuditBrowser,
  screen: Screen,
  saveAs: string | null = null,
): Promise<Profile> {
  const page = await browser.newPage();
  try {
    const { figures, lhr, artifacts } = await lighthouseRuns.auditSignedInPage(
      page,
      `${baseURL}${screen.path}`,
      {
        cpuSlowdown,
        ...(saveAs ? { traceCategories: SAMPLES } : {}),
        ...(tiny ? { maxWaitForLoad: TINY_LOAD_WAIT_MS } : {}),
      },
    );
    if (figures.runtimeError) throw new Error(`${screen.name}: ${figures.runtimeError}`);
    const finalPath = new URL(figures.finalUrl).pathname;
    if (finalPath !== screen.path) {
      throw new Error(`${screen.name}: a auditoria terminou em ${finalPath} (sessão perdida?)`);
    }
    await page.waitForFunction(readyExpression(screen), { timeout: READY_TIMEOUT_MS }).catch(() => {
      throw new Error(
        `${screen.name}: sem o título "${screen.heading}" e o conteudo (${screen.content}) em ${page.url()}`,
      );
    });
    for (const warning of figures.warnings.filter((text) => !LOAD_WAIT_WARNING.test(text))) {
      console.warn(`  ⚠ ${screen.name}: ${warning}`);
    }
    if (!saveAs) return { figures, selfTime: null };
    writeFileSync(`${saveAs}.trace.json`, JSON.stringify(artifacts.Trace));
    writeFileSync(`${saveAs}.lhr.json`, JSON.stringify(lhr));
    // The maps as served with this run's scripts: web/dist may be rebuilt by the time it is read.
    const maps = new Map(artifacts.SourceMaps.map((item) => [item.scriptUrl, item.map]));
    return { figures, selfTime: selfTimeOf(artifacts.Trace, (url) => maps.get(url) ?? null) };
  } finally {
    await page.close();
  }
}

/** The median run by score (the lower TBT first among equal scores). */
const medianRun = (results: Figures[]) =>
  [...results].sort((a, b) => a.score - b.score || b.tbt - a.tbt)[Math.floor(results.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

const project = await seedCleanProject('bench-app-lighthouse');
const classDoc = (await project.db.doc('classes/semanal-12').get()).data();
if (!classDoc) throw new Error('A aula semanal-12 não está no seed');
const allScreens: Screen[] = [
  {
    name: '/dashboard',
    email: 'assinante@demo.test',
    path: '/dashboard',
    heading: 'Suas Aulas',
    content: 'main a[href^="/dashboard/aula/"]',
  },
  {
    name: '/dashboard/aula/{slug}',
    email: 'assinante@demo.test',
    path: `/dashboard/aula/${classDoc.slug as string}`,
    heading: classDoc.title as string,
    // The heading is the class's own: the page has its content once it shows.
    content: 'main h1',
  },
  {
    name: '/dashboard/usuarios',
    email: 'admin@demo.test',
    path: '/dashboard/usuarios',
    heading: 'Permissões de Usuários',
    content: '[data-testid="user-row-demo-parceiro"]',
  },
];
/** `--only <tela>` (e.g. `--only /dashboard/usuarios`) audits that screen alone. */
const only = optionValue('--only');
const screens = tiny
  ? allScreens.slice(0, 1)
  : allScreens.filter((screen) => only === undefined || screen.name === only);
if (screens.length === 0) throw new Error(`--only: nenhuma tela chamada ${only}`);

if (traceDir) mkdirSync(traceDir, { recursive: true });
const loadBefore = os.loadavg()[0]!;
const results = new Map<Screen, Figures[]>();
const profiles = new Map<Screen, Profile>();
try {
  // One browser (one profile) per member: their session, then their screens.
  for (const email of new Set(screens.map((screen) => screen.email))) {
    const browser = await lighthouseRuns.launchAuditBrowser(chromePath);
    try {
      await signIn(browser, email);
      for (const screen of screens.filter((candidate) => candidate.email === email)) {
        const screenRuns: Figures[] = [];
        for (let index = 0; index < runs; index += 1) {
          const { figures } = await auditOnce(browser, screen);
          screenRuns.push(figures);
          console.log(
            `  ${screen.name} #${index + 1}: ${figures.score.toFixed(2)} (TBT ${ms(figures.tbt)})`,
          );
        }
        results.set(screen, screenRuns);
        if (traceDir) {
          const profile = await auditOnce(browser, screen, path.join(traceDir, slug(screen)));
          profiles.set(screen, profile);
          console.log(`  ${screen.name} perfil: TBT ${ms(profile.figures.tbt)} (fora da mediana)`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await project.close();
}

const rows = screens.map((screen) => {
  const screenRuns = results.get(screen)!;
  return { tela: screen.name, ...lighthouseRuns.figuresRow(medianRun(screenRuns), screenRuns) };
});
console.log(
  `\nLighthouse mobile logado (mediana de ${runs}, 4G lenta simulada, CPU ${cpuSlowdown}×, ` +
    `cache HTTP vazio e sessão guardada; carga da máquina ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}):`,
);
console.table(rows);

const pathOf = (url: string) => (url.startsWith(`${baseURL}/`) ? new URL(url).pathname : url);
for (const screen of screens) {
  const m = medianRun(results.get(screen)!);
  const total = m.mainThread.reduce((sum, item) => sum + item.ms, 0);
  console.log(
    `\n${screen.name}: thread principal ${ms(total)} (estimativa com CPU ${cpuSlowdown}×)`,
  );
  for (const item of m.mainThread) console.log(`  ${ms(item.ms).padStart(9)}  ${item.group}`);
  console.log('  Scripts (total / avaliação / parse+compilação):');
  for (const script of m.scripts.slice(0, 8)) {
    console.log(
      `  ${ms(script.totalMs).padStart(9)} ${ms(script.evaluationMs).padStart(9)} ${ms(script.parseCompileMs).padStart(8)}  ${pathOf(script.url)}`,
    );
  }
  const selfTime = profiles.get(screen)?.selfTime;
  if (selfTime) {
    console.log('  Perfil (execução à parte, com o profiler de amostragem do V8):');
    printSelfTime(selfTime);
  }
}
if (traceDir) {
  console.log(
    `\nTrace e relatório da execução de perfil de cada tela em ${path.relative(repoRoot, traceDir) || '.'}`,
  );
}
