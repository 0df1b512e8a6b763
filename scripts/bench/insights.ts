// The indicators page's cost (started by scripts/bench-insights.mjs inside the emulators): with the
// seed, then with 50,000 members and a year of activity, the documents the page reads (its own
// count, marked by the page) and the time from navigation to the first chart, in Chromium against
// the emulator build; and the nightly job's time over the members. The year of activity is
// written as the counting triggers would have left it (53 weeks of count shards, funnel shards),
// since the page reads only those. `--tiny`: 500 members and a year of 15 classes (what `npm test`
// runs).
import {
  buildProfile,
  COLLECTIONS,
  INDICATOR_SHARDS,
  addDays,
  saoPauloToday,
  saoPauloWeek,
} from '@app/domain';
import { chromium, type Browser } from '@playwright/test';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { refreshIndicators } from '../../functions/src/indicators/refresh-indicators';
import { contextDefaults, launchOptions } from '../../tests/e2e/browser-options';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { signedInState, type SignedInState } from './signed-in-state';

const tiny = process.argv.includes('--tiny');
const MANY_MEMBERS = tiny ? 500 : 50_000;
const WEEKS = 53;
/** Classes opened and completed each day of the year: the size of each week's documents. */
const CLASSES = tiny ? 15 : 150;
const DAY = 86_400_000;
const FIRST_CHART = 'indicators:first-chart';
const FUNNEL = 'indicators:funnel';

/** Opens the page signed in (app already cached by a first visit) and reads the page's marks. */
async function openPage(browser: Browser, state: SignedInState) {
  const context = await browser.newContext({ ...contextDefaults, storageState: state });
  const page = await context.newPage();
  await page.goto('/dashboard/indicadores');
  const marks = await page.waitForFunction(
    ([first, funnel]: readonly [string, string]) => {
      type Mark = { startTime: number; detail: unknown };
      const [chart] = performance.getEntriesByName(first) as unknown as Mark[];
      const [course] = performance.getEntriesByName(funnel) as unknown as Mark[];
      if (!chart || !course) return null;
      return {
        firstChartMs: chart.startTime,
        documents:
          (chart.detail as { documents: number }).documents +
          (course.detail as { documents: number }).documents,
      };
    },
    [FIRST_CHART, FUNNEL] as const,
    { timeout: 60_000 },
  );
  const figures = await marks.jsonValue();
  await context.close();
  return figures!;
}

async function addMembers(db: Firestore, total: number, now: Date) {
  const writer = db.bulkWriter();
  for (let i = 0; i < total; i++) {
    const id = `bench-membro-${String(i).padStart(6, '0')}`;
    const idle = i % 8 === 0;
    const ending = i % 40 === 1;
    const expired = i % 9 === 2;
    void writer.set(db.collection(COLLECTIONS.profiles).doc(id), {
      ...buildProfile({
        name: `Membro ${i}`,
        email: `${id}@example.com`,
        createdAt: new Date(now.getTime() - 400 * DAY),
      }),
      plan: i % 13 === 0 ? '' : 'mensal',
      cancelled: i % 31 === 5,
      isPartner: i % 47 === 7,
      validUntil: Timestamp.fromMillis(now.getTime() + (expired ? -20 : ending ? 4 : 35) * DAY),
      lastActiveOn: saoPauloToday(new Date(now.getTime() - (idle ? 25 : i % 6) * DAY)),
    });
  }
  await writer.close();
}

/** A year of counts in the triggers' format: every day of 53 weeks, CLASSES classes. */
async function addYearOfActivity(db: Firestore, members: number, now: Date) {
  const writer = db.bulkWriter();
  const current = saoPauloWeek(now);
  const perShard = (n: number) => Math.max(1, Math.round(n / INDICATOR_SHARDS));
  for (let w = 0; w < WEEKS; w++) {
    const week = addDays(current, -7 * w);
    for (let shard = 0; shard < INDICATOR_SHARDS; shard++) {
      const opens: Record<string, Record<string, number>> = {};
      const completions: Record<string, Record<string, number>> = {};
      const titles: Record<string, string> = {};
      for (let d = 0; d < 7; d++) {
        const day = addDays(week, d);
        opens[day] = {};
        completions[day] = {};
        for (let c = 0; c < CLASSES; c++) {
          const classId = `bench-aula-${c}`;
          opens[day][classId] = perShard((members / 40) * (1 + (c % 7)));
          completions[day][classId] = perShard((members / 120) * (1 + (c % 5)));
          titles[classId] = `Aula de benchmark número ${c}`;
        }
      }
      void writer.set(db.collection(COLLECTIONS.indicatorWeeks).doc(`${week}_${shard}`), {
        week,
        active: perShard(members * 0.6),
        sales: perShard(members / 200),
        renewals: perShard(members / 25),
        refunds: perShard(members / 2000),
        opens,
        completions,
        titles,
      });
    }
  }
  await writer.close();
}

const project = await seedCleanProject('bench-insights');
const browser = await chromium.launch(launchOptions);
const state = await signedInState(browser, 'admin@demo.test');
// A first visit fills the HTTP cache: the figures are the page's data, not the app's download.
await openPage(browser, state);

const rows: { scenario: string; documents: number; firstChartMs: number; nightly: string }[] = [];
const nightly = async () => {
  const started = performance.now();
  await refreshIndicators(project.db, new Date());
  return ((performance.now() - started) / 1000).toFixed(1);
};
{
  const seconds = await nightly();
  const figures = await openPage(browser, state);
  rows.push({ scenario: 'seed', ...figures, nightly: seconds });
}
await addMembers(project.db, MANY_MEMBERS, new Date());
await addYearOfActivity(project.db, MANY_MEMBERS, new Date());
{
  const seconds = await nightly();
  const figures = await openPage(browser, state);
  rows.push({
    scenario: `+${MANY_MEMBERS.toLocaleString('pt-BR')} membros, 1 ano`,
    ...figures,
    nightly: seconds,
  });
}
await browser.close();
await project.close();

console.log('\nPágina de indicadores (Chromium, emuladores, app em cache):\n');
console.log('| cenário | documentos lidos | primeiro gráfico (ms) | job noturno (s) |');
console.log('| --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${row.documents} | ${row.firstChartMs.toFixed(0)} | ${row.nightly} |`,
  );
}
