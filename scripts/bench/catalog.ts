// The catalogue benchmark's measurements (started by scripts/bench-catalog.mjs inside the
// emulators): per screen, Firestore documents read and time to first content (median of RUNS page
// loads). A full run measures one size per process (`--grown N`: the seed plus N growth rounds,
// written before the browser opens) and writes its figures to `--figures FILE`; the parent runs the
// seed, a big and a twice as big catalogue, each in emulators of its own, and prints the table
// (catalog-report.ts). Why one process per size: the Firestore emulator keeps serving a listen
// stream after the browser that opened it has gone (navigated away or closed), and re-evaluates it
// on every later write; thousands of writes after a page had listened to the catalogue took 70
// times the processor and timed out. `--tiny` (what `npm test` runs in its own emulators, so the
// benchmark cannot rot) measures the seed, grows once by a few dozen documents and measures again in
// one process: at that size the whole growth step, stale streams included, costs ~2.5 CPU-s, and
// the figures only show that every step still works.
import { writeFileSync } from 'node:fs';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Page } from '@playwright/test';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { contextDefaults, launchOptions } from '../../tests/e2e/browser-options';
import { classFixture } from '../../tests/support/class-fixture';
import { withFirestoreTriggersPaused } from '../../tests/support/paused-triggers';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { printCatalogReport, type ScreenFigures, type SizeFigures } from './catalog-report';
import { signedInState } from './signed-in-state';

const tiny = process.argv.includes('--tiny');
const RUNS = tiny ? 1 : 3;
const EXTRA_CLASSES = tiny ? 60 : 2_000;
const EXTRA_COMMENTS = tiny ? 60 : 5_000;
const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** Growth rounds written before this process measures (full runs). */
const GROWN = Number(argValue('--grown') ?? 0);
const FIGURES_FILE = argValue('--figures');
if (!tiny && !FIGURES_FILE) {
  throw new Error('Rode pelo `npm run bench:catalog` (que passa --grown e --figures).');
}
const BENCH_CLASS = 'semanal-12';
/**
 * How long after first content a page may still be reading (listeners settling). A tiny run only
 * checks that each screen read something, which it has by the time its content shows.
 */
const SETTLE_MS = tiny ? 0 : 2_500;

type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };
type Figures = Omit<ScreenFigures, 'screen'>;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Documents the Firestore SDK received, from its debug log (one documentChange = one read). */
function countReads(page: Page): { take: () => number } {
  let reads = 0;
  page.on('console', (message) => {
    const text = message.text();
    if (!text.includes('received')) return;
    reads += text.match(/"documentChange"/g)?.length ?? 0;
  });
  return {
    take: () => {
      const value = reads;
      reads = 0;
      return value;
    },
  };
}

async function measure(page: Page, counter: { take: () => number }, screen: Screen) {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    counter.take();
    await page.goto(screen.path);
    await screen.ready(page);
    const ms = await page.evaluate(() => performance.now());
    if (SETTLE_MS > 0) await page.waitForTimeout(SETTLE_MS);
    runs.push({ reads: counter.take(), ms });
  }
  return { reads: median(runs.map((r) => r.reads)), ms: median(runs.map((r) => r.ms)) };
}

/** Adds EXTRA_CLASSES classes and EXTRA_COMMENTS comments; `round` keeps ids and numbers apart. */
async function growCatalogue(
  db: Firestore,
  slugOfBenchClass: string,
  title: string,
  round: number,
) {
  // Throttled: the emulator times out under an unthrottled burst of thousands of writes. The
  // tiny run's 120 are no such burst, and throttled they took three seconds.
  const writer = db.bulkWriter({
    throttling: tiny ? false : { initialOpsPerSecond: 300, maxOpsPerSecond: 300 },
  });
  const base = Date.now() - EXTRA_CLASSES * 3_600_000;
  for (let k = 0; k < EXTRA_CLASSES; k++) {
    const i = round * EXTRA_CLASSES + k;
    const weekly = i % 2 === 0;
    const createdAt = Timestamp.fromMillis(base + k * 3_600_000);
    void writer.set(
      db.doc(`classes/bench-${i}`),
      classFixture(
        weekly ? 'SEMANAL' : 'INSIGHT',
        `${weekly ? 'Aula extra' : 'Insight extra'} número ${i}`,
        {
          slug: `bench-${i}`,
          // Numbered after the seeded twelve, as new weekly classes would be.
          classNumber: weekly ? 13 + i / 2 : null,
          createdAt,
        },
      ),
    );
  }
  for (let k = 0; k < EXTRA_COMMENTS; k++) {
    const i = round * EXTRA_COMMENTS + k;
    const createdAt = Timestamp.fromMillis(Date.now() - (EXTRA_COMMENTS - k + 1) * 60_000);
    void writer.set(db.doc(`classes/${BENCH_CLASS}/comments/bench-${i}`), {
      userId: 'demo-aluno',
      userName: 'Aluno Benchmark',
      userRole: 'ALUNO',
      userAvatarUrl: null,
      text: `Comentário do benchmark ${i}`,
      classId: BENCH_CLASS,
      classTitle: title,
      classSlug: slugOfBenchClass,
      createdAt,
    });
  }
  await writer.close();
}

const project = await seedCleanProject('bench-catalog');
const db = project.db;
const benchClass = (await db.doc(`classes/${BENCH_CLASS}`).get()).data()!;
const slug = benchClass.slug as string;
const classTitle = benchClass.title as string;
// One comment on the bench class in every catalogue, so the class page has comments to show.
await db.doc(`classes/${BENCH_CLASS}/comments/bench-first`).set({
  userId: 'demo-aluno',
  userName: 'Aluno Benchmark',
  userRole: 'ALUNO',
  userAvatarUrl: null,
  text: 'Primeiro comentário do benchmark',
  classId: BENCH_CLASS,
  classTitle,
  classSlug: slug,
  createdAt: Timestamp.now(),
});
await rebuildCatalog(db);

/** Grows the catalogue by one round, the triggers paused; returns its size label. */
async function grow(round: number): Promise<string> {
  // The Firestore triggers would redo, per synthetic class and comment, what rebuildCatalog does
  // once (and count comments nobody reads here): paused, they cost the run nothing.
  await withFirestoreTriggersPaused(async () => {
    await growCatalogue(db, slug, classTitle, round);
    await rebuildCatalog(db);
  });
  const count = (await db.collection('classes').count().get()).data().count;
  return `${count} aulas e ${(round + 1) * EXTRA_COMMENTS} comentários a mais numa aula`;
}

let size = `${(await db.collection('classes').count().get()).data().count} aulas (seed)`;
if (!tiny) for (let round = 0; round < GROWN; round++) size = await grow(round);

const classLink = (page: Page) =>
  page.locator('main a[href^="/dashboard/aula/"]').first().waitFor();
const screens: Screen[] = [
  { name: '/dashboard', path: '/dashboard', ready: classLink },
  { name: '/dashboard/aulas-semanais', path: '/dashboard/aulas-semanais', ready: classLink },
  {
    name: '/dashboard/aula/{slug} (com comentários)',
    path: `/dashboard/aula/${slug}`,
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: new RegExp(classTitle) }).waitFor();
      await page.getByText('Primeiro comentário do benchmark').waitFor();
    },
  },
];

// The journeys' Chromium and context settings (tests/e2e/browser-options.ts), signed in once
// through /login as the other benchmarks are (signed-in-state.ts).
const browser = await chromium.launch(launchOptions);
const storageState = await signedInState(browser, 'assinante@demo.test');
const context = await browser.newContext({ ...contextDefaults, storageState });
// Turns on the Firestore SDK's debug log in this profile (web/src/lib/firestore.ts): its
// messages are what countReads counts.
await context.addInitScript("localStorage.setItem('firestore-debug', 'on')");
const page = await context.newPage();
const counter = countReads(page);

const measureScreens = async (): Promise<SizeFigures> => {
  const figures: ScreenFigures[] = [];
  for (const screen of screens) {
    figures.push({ screen: screen.name, ...(await measure(page, counter, screen)) });
  }
  return { size, runs: RUNS, screens: figures };
};

const measured = [await measureScreens()];
if (tiny) {
  // Off the app while it grows, so the open class page does not also take each new comment live.
  await page.goto('about:blank');
  size = await grow(0);
  measured.push(await measureScreens());
}
await browser.close();
await project.close();

if (FIGURES_FILE) writeFileSync(FIGURES_FILE, JSON.stringify(measured[0]));
else process.exitCode = printCatalogReport(measured, { tiny }) ? 0 : 1;
