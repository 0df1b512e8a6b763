// `npm run bench:import` (started by scripts/bench-import.mjs inside the emulators): 'Importar
// membros' with 50,000 rows, end to end in the browser as an admin does it. The dry run: the time
// from picking the file to the totals on screen, split into the file's check (decoded, parsed and
// checked in a Web Worker) and the lookup of who is already a member, and the longest the page's
// main thread went without painting meanwhile (a frozen page would show seconds). Then the import:
// the rows sent in chunks, the job run call after call by the Functions emulator, and the time to
// the end, with the writes per transaction (bounded by the batch size). `--tiny` (what `npm test`
// runs): 500 rows. `--no-welcome`: without the welcome e-mails (no password-reset link per member);
// `--dry-run-only`: the dry run alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  COLLECTIONS,
  MEMBER_IMPORT_BATCH_ROWS,
  MEMBER_IMPORT_CHUNK_ROWS,
  MEMBER_IMPORT_LOOKUP_MAX,
} from '@app/domain';
import { contextDefaults, launchOptions } from '../../tests/e2e/browser-options';
import { seedCleanProject } from '../../tests/support/seeded-project';
import { memberListCsv } from './import-file';
import { signedInState } from './signed-in-state';

const tiny = process.argv.includes('--tiny');
const welcome = !process.argv.includes('--no-welcome');
/** `--dry-run-only`: stop after the dry run (its figures in a minute, without the import). */
const dryRunOnly = process.argv.includes('--dry-run-only');
const ROWS = tiny ? 500 : 50_000;
/** The targets the issue sets: the dry run in under 5 s, and a page that keeps painting. */
const TARGET = { dryRunMs: 5_000, longestFrameMs: 200 };

interface DryRunFigures {
  check: number;
  lookup: number;
  total: number;
  longestFrame: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const project = await seedCleanProject('bench-import');
const file = memberListCsv(ROWS);
const browser = await chromium.launch(launchOptions);
const storageState = await signedInState(browser, 'admin@demo.test');
const context = await browser.newContext({ ...contextDefaults, storageState });
const page = await context.newPage();
await page.goto('/dashboard/usuarios');
await page.getByRole('button', { name: 'Importar membros' }).click();
const dialog = page.getByRole('dialog', { name: 'Importar membros' });
if (!welcome)
  await dialog.getByRole('checkbox', { name: 'Enviar e-mail de boas-vindas' }).uncheck();

// The longest gap between two animation frames while the dry run runs. (Scripts as text: tsx
// would add its own helpers to a function's source, which the page does not have.)
await page.evaluate(`(() => {
  const state = { last: performance.now(), gaps: [], running: true };
  window.frameGaps = state;
  function tick(at) {
    state.gaps.push([state.last, at]);
    state.last = at;
    if (state.running) requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})()`);
// A file on disk, as a person picks it: a buffer would be decoded from base64 by Playwright's own
// script on the page's main thread, a pause that is the benchmark's, not the app's.
const csvPath = path.join(mkdtempSync(path.join(tmpdir(), 'bench-import-')), 'membros.csv');
writeFileSync(csvPath, file.bytes);
await dialog.locator('input[type="file"]').setInputFiles(csvPath);
await dialog.getByRole('group', { name: 'Resultado da conferência' }).waitFor({ timeout: 120_000 });
const dry = await page.evaluate<DryRunFigures>(`(() => {
  window.frameGaps.running = false;
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const start = at('member-import:start');
  // Frames from the moment the dry run starts (the file picked) to the totals on screen.
  const longest = window.frameGaps.gaps
    .filter(([from]) => from >= start)
    .reduce((max, [from, to]) => Math.max(max, to - from), 0);
  return {
    check: at('member-import:checked') - start,
    lookup: at('member-import:looked-up') - at('member-import:checked'),
    total: performance.now() - start,
    longestFrame: longest,
  };
})()`);
const errorsShown = await dialog
  .getByRole('table', { name: 'Linhas com erro' })
  .getByRole('row')
  .count();

// The dry run's figures first: the import takes minutes.
console.log(
  `\nImportar membros: ${ROWS.toLocaleString('pt-BR')} linhas (${(file.bytes.length / 1024 / 1024).toFixed(2)} MB), ${file.refused} com erro\n`,
);
console.log('| etapa | tempo |');
console.log('| --- | --- |');
console.log(
  `| conferência no navegador (Web Worker: decodificar, ler, conferir) | ${seconds(dry.check)} |`,
);
console.log(
  `| consulta de quem já é membro (lookupImportMembers, ${MEMBER_IMPORT_LOOKUP_MAX} por chamada) | ${seconds(dry.lookup)} |`,
);
console.log(`| simulação completa, até os totais na tela | ${seconds(dry.total)} |`);
console.log(
  `| maior intervalo entre dois quadros durante a simulação | ${dry.longestFrame.toFixed(0)} ms |`,
);

if (dryRunOnly) {
  await browser.close();
  await project.close();
  process.exit(0);
}

const importButton = dialog.getByRole('button', { name: /^Importar [\d.]+ membros?$/ });
const startedImport = performance.now();
await importButton.click();
await dialog.getByText('Importação concluída').waitFor({ timeout: 60 * 60_000 });
const importMs = performance.now() - startedImport;
await context.close();
await browser.close();

// This run's job (the seed has a finished one of its own).
const jobs = await project.db
  .collection(COLLECTIONS.memberImports)
  .where('fileName', '==', 'membros.csv')
  .get();
const job = jobs.docs[0]?.data();
const mails = (await project.db.collection(COLLECTIONS.mail).count().get()).data().count;
const imported = (
  await project.db.collection(COLLECTIONS.profiles).where('importedAt', '!=', null).count().get()
).data().count;
await project.close();

const batches = Math.ceil(file.valid / MEMBER_IMPORT_BATCH_ROWS);
console.log(
  `| importação no servidor (envio em blocos de ${MEMBER_IMPORT_CHUNK_ROWS} + job até o fim) | ${seconds(importMs)} |`,
);
console.log(
  `\nJob: ${job?.created ?? '?'} novos, ${job?.updated ?? '?'} atualizados, ${job?.unchanged ?? '?'} sem mudança; ${imported} perfis com importedAt; ${mails} e-mails na fila (boas-vindas ${welcome ? 'ligado' : 'desligado'}).`,
);
console.log(
  `Gravações: ${batches} transações de até ${MEMBER_IMPORT_BATCH_ROWS} linhas (no máximo ${MEMBER_IMPORT_BATCH_ROWS * 3 + 1} gravações cada: perfil, histórico e e-mail por membro, mais o progresso do job).`,
);
console.log(`Tabela de erros: ${errorsShown - 1} linhas na tela.`);

const ok =
  job?.status === 'done' && job.created === file.valid && (!welcome || mails >= file.valid);
if (!ok) {
  console.error('✖ A importação não terminou como esperado.');
  process.exitCode = 1;
}
if (!tiny) {
  const within = dry.total <= TARGET.dryRunMs && dry.longestFrame <= TARGET.longestFrameMs;
  console.log(
    `\n${within ? '✔' : '✖'} Meta: simulação em até ${TARGET.dryRunMs / 1000} s, sem quadro acima de ${TARGET.longestFrameMs} ms.`,
  );
}
