// The catalogue benchmark's measurements (started by scripts/bench-catalog.mjs inside the
// emulators). Prints, per screen: Firestore documents read and time to first content (median of
// RUNS page loads), for the seeded catalogue, a big one and one twice as big. `--tiny` runs it once
// at a small size with one growth round (what `npm test` does, so the benchmark cannot rot): the
// figures then only show that every step still works.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Page } from '@playwright/test';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { baseURL, contextDefaults, launchOptions } from '../../tests/e2e/browser-options';
import { classFixture } from '../../tests/support/class-fixture';
import { withFirestoreTriggersPaused } from '../../tests/support/paused-triggers';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { DEMO_PASSWORD } from '../seed/demo-users';

const tiny = process.argv.includes('--tiny');
const RUNS = tiny ? 1 : 3;
const EXTRA_CLASSES = tiny ? 60 : 2_000;
const EXTRA_COMMENTS = tiny ? 60 : 5_000;
/** Growth rounds after the seed: one proves every step works; the second shows the trend. */
const ROUNDS = tiny ? 1 : 2;
const BENCH_CLASS = 'semanal-12';
/**
 * How long after first content a page may still be reading (listeners settling). A tiny run only
 * checks that each screen read something, which it has by the time its content shows.
 */
const SETTLE_MS = tiny ? 0 : 2_500;

type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };
type Figures = { reads: number; ms: number };

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

async function measure(
  page: Page,
  counter: { take: () => number },
  screen: Screen,
  baseUrl: string,
) {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto('about:blank');
    counter.take();
    await page.goto(`${baseUrl}${screen.path}`);
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
const baseUrl = baseURL;
const benchClass = (await project.db.doc(`classes/${BENCH_CLASS}`).get()).data()!;
const slug = benchClass.slug as string;
const classTitle = benchClass.title as string;
await rebuildCatalog(project.db);

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

// The journeys' Chromium and context settings (tests/e2e/browser-options.ts).
const browser = await chromium.launch(launchOptions);
const context = await browser.newContext(contextDefaults);
// Turns on the Firestore SDK's debug log in this profile (web/src/lib/firestore.ts): its
// messages are what countReads counts.
await context.addInitScript("localStorage.setItem('firestore-debug', 'on')");
const page = await context.newPage();
const counter = countReads(page);
await page.goto(`${baseUrl}/login`);
await page.getByLabel('Email').fill('assinante@demo.test');
await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

// One comment on the bench class in both catalogues, so the class page has comments to show.
await project.db.doc(`classes/${BENCH_CLASS}/comments/bench-first`).set({
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

const small: Figures[] = [];
for (const screen of screens) small.push(await measure(page, counter, screen, baseUrl));
const classCount = (await project.db.collection('classes').count().get()).data().count;

const sizes: string[] = [`${classCount} aulas (seed)`];
const rounds: Figures[][] = [];
for (let round = 0; round < ROUNDS; round++) {
  // The Firestore triggers would redo, per synthetic class and comment, what rebuildCatalog does
  // once (and count comments nobody reads here): paused, they cost the run nothing.
  await withFirestoreTriggersPaused(async () => {
    await growCatalogue(project.db, slug, classTitle, round);
    await rebuildCatalog(project.db);
  });
  const count = (await project.db.collection('classes').count().get()).data().count;
  sizes.push(`${count} aulas e ${(round + 1) * EXTRA_COMMENTS} comentários a mais numa aula`);
  const figures: Figures[] = [];
  for (const screen of screens) figures.push(await measure(page, counter, screen, baseUrl));
  rounds.push(figures);
}
await browser.close();
await project.close();

// The seeded catalogue is smaller than the pages (12 weekly classes, 1 comment), so its reads are
// lower; once the pages are full, reads must stay the same however large the catalogue grows.
// A tiny run has one round, shown in both columns.
const big = rounds[0]!;
const bigger = rounds[ROUNDS - 1]!;
console.log(`\nCatálogo: ${sizes.join(' → ')}. Mediana de ${RUNS} carregamentos.\n`);
console.log(
  '| tela | leituras: seed / grande / o dobro | 1º conteúdo: seed / grande / o dobro | razão (o dobro ÷ seed) |',
);
console.log('| --- | --- | --- | --- |');
let ok = true;
screens.forEach((screen, i) => {
  const s = small[i]!;
  const b = big[i]!;
  const d = bigger[i]!;
  const ratio = Math.max(b.ms, d.ms) / s.ms;
  if (d.reads > b.reads || ratio > 1.5) ok = false;
  console.log(
    `| ${screen.name} | ${s.reads} / ${b.reads} / ${d.reads} | ${s.ms.toFixed(0)} / ${b.ms.toFixed(0)} / ${d.ms.toFixed(0)} ms | ${ratio.toFixed(2)}× |`,
  );
});
if (tiny) {
  // A run too small to judge: it only proves each screen loads and reads something.
  const broken = [...small, ...rounds.flat()].some((f) => f.reads === 0 || !(f.ms > 0));
  console.log(
    broken
      ? '\n✖ Alguma tela não leu documentos ou não mostrou conteúdo.'
      : '\n✔ Benchmark em tamanho mínimo: todas as telas leram e mostraram conteúdo.',
  );
  process.exitCode = broken ? 1 : 0;
} else {
  console.log(
    ok
      ? '\n✔ Leituras não crescem com o catálogo e o tempo fica dentro de 1,5× do seed.'
      : '\n✖ Alguma tela lê mais com o dobro do catálogo ou demora mais de 1,5× o tempo do seed.',
  );
}
