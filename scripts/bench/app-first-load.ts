// The signed-in app's first load (started by scripts/bench-app.mjs inside the emulators): for the
// dashboard, a class page and the admin's user list, each opened in a new browser profile (cold
// HTTP cache) by a member already signed in, the script files the app downloads until the screen
// shows its content and the network has been quiet for a moment, and their size gzip-compressed
// (level 6, as a web server sends them). Prints one row per screen and the targets.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { baseURL, contextDefaults, launchOptions } from '../../tests/e2e/browser-options';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { signedInState, type SignedInState } from './signed-in-state';

/** `-- --files` lists each screen's scripts with their gzip bytes. */
const listFiles = process.argv.includes('--files');
/** The budget for one first load. */
const TARGET = { kib: 380, files: 40 };
/**
 * No new script for this long after the screen is ready: the first load is over. `--tiny` (what
 * `npm test` runs, to prove every step still works) waits less, and says so with its figures.
 */
const tiny = process.argv.includes('--tiny');
const QUIET_MS = tiny ? 500 : 1_500;

type Screen = {
  name: string;
  email: string;
  path: string;
  ready: (page: Page) => Promise<void>;
};

/** Resolves once no script has arrived for QUIET_MS. */
function quietAfter(lastScriptAt: () => number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const idle = Date.now() - lastScriptAt();
      if (idle >= QUIET_MS) resolve();
      else setTimeout(check, QUIET_MS - idle);
    };
    check();
  });
}

async function firstLoad(browser: Browser, screen: Screen, states: Map<string, SignedInState>) {
  const storageState = states.get(screen.email);
  const context = await browser.newContext({ ...contextDefaults, storageState });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (!response.url().startsWith(baseURL)) return;
    lastScriptAt = Date.now();
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 6 }).length);
      }),
    );
  });
  await page.goto(screen.path);
  await screen.ready(page);
  await quietAfter(() => lastScriptAt);
  await Promise.all(pending);
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  if (listFiles) {
    const list = [...scripts].sort((a, b) => b[1] - a[1]);
    console.log(
      `\n${screen.name}:\n${list.map(([file, size]) => `  ${size}\t${file}`).join('\n')}`,
    );
  }
  return { files: scripts.size, kib: bytes / 1024 };
}

const project = await seedCleanProject('bench-app');
const classDoc = (await project.db.doc('classes/semanal-12').get()).data();
if (!classDoc) throw new Error('A aula semanal-12 não está no seed');

const screens: Screen[] = [
  {
    name: '/dashboard',
    email: 'assinante@demo.test',
    path: '/dashboard',
    ready: (page) => page.locator('main a[href^="/dashboard/aula/"]').first().waitFor(),
  },
  {
    name: '/dashboard/aula/{slug}',
    email: 'assinante@demo.test',
    path: `/dashboard/aula/${classDoc.slug as string}`,
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: classDoc.title as string }).waitFor(),
  },
  {
    name: '/dashboard/usuarios',
    email: 'admin@demo.test',
    path: '/dashboard/usuarios',
    ready: (page) => page.getByTestId('user-row-demo-parceiro').waitFor(),
  },
];

const browser = await chromium.launch(launchOptions);
const states = new Map<string, SignedInState>();
for (const email of new Set(screens.map((screen) => screen.email))) {
  states.set(email, await signedInState(browser, email));
}
const rows = [];
for (const screen of screens) rows.push({ screen, ...(await firstLoad(browser, screen, states)) });
await browser.close();
await project.close();

const quietNote = tiny ? ` (tamanho mínimo: ${QUIET_MS} ms sem script novo encerram a carga)` : '';
console.log(`\nPrimeira carga logado (cache vazio), JavaScript do app${quietNote}:\n`);
console.log('| tela | arquivos JS | KiB gzip |');
console.log('| --- | --- | --- |');
for (const { screen, files, kib } of rows) {
  console.log(`| ${screen.name} | ${files} | ${kib.toFixed(0)} |`);
}
const within = rows.every((row) => row.files <= TARGET.files && row.kib <= TARGET.kib);
console.log(
  `\n${within ? '✔' : '✖'} Meta: até ${TARGET.files} arquivos e ${TARGET.kib} KiB gzip por tela.`,
);
