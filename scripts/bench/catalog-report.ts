// The catalogue benchmark's table and verdict, from the figures of each size: catalog.ts measures
// them; a tiny run prints them itself, a full run (one size per process) writes each to a file and
// `tsx scripts/bench/catalog-report.ts <files…>` prints them together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One screen's documents read and time to first content (ms), medians of `runs` page loads. */
export type ScreenFigures = { screen: string; reads: number; ms: number };
/** One catalogue size: its label, how many loads each median took and each screen's figures. */
export type SizeFigures = { size: string; runs: number; screens: ScreenFigures[] };

/**
 * Prints the table for the seed and one or two grown catalogues (a tiny run grows once, shown in
 * both columns) and the verdict; returns whether it passed. The verdict is on reads, what the
 * product pays for: the time to first content is printed, not judged, because on the emulator it
 * measures the emulator (it scans the whole collection for each query, where Firestore reads an
 * index) and the machine (two full runs in a row gave the same screen 1.2× and 2.1× the seed's).
 */
export function printCatalogReport(sizes: SizeFigures[], { tiny }: { tiny: boolean }): boolean {
  const [seed, big, bigger = big] = sizes;
  if (!seed || !big || !bigger) throw new Error('O relatório pede o seed e um catálogo maior.');
  console.log(
    `\nCatálogo: ${sizes.map((s) => s.size).join(' → ')}. Mediana de ${seed.runs} carregamentos.\n`,
  );
  console.log(
    '| tela | leituras: seed / grande / o dobro | 1º conteúdo: seed / grande / o dobro | razão (o dobro ÷ seed) |',
  );
  console.log('| --- | --- | --- | --- |');
  // The seeded catalogue is smaller than the pages (12 weekly classes, 1 comment), so its reads
  // are lower; once the pages are full, reads must stay the same however large it grows.
  let readsGrow = false;
  seed.screens.forEach((s, i) => {
    const b = big.screens[i]!;
    const d = bigger.screens[i]!;
    if (d.reads > b.reads) readsGrow = true;
    console.log(
      `| ${s.screen} | ${s.reads} / ${b.reads} / ${d.reads} | ${s.ms.toFixed(0)} / ${b.ms.toFixed(0)} / ${d.ms.toFixed(0)} ms | ${(d.ms / s.ms).toFixed(2)}× |`,
    );
  });
  if (tiny) {
    // A run too small to judge: it only proves each screen loads and reads something.
    const broken = sizes.some((s) => s.screens.some((f) => f.reads === 0 || !(f.ms > 0)));
    console.log(
      broken
        ? '\n✖ Alguma tela não leu documentos ou não mostrou conteúdo.'
        : '\n✔ Benchmark em tamanho mínimo: todas as telas leram e mostraram conteúdo.',
    );
    return !broken;
  }
  console.log(
    readsGrow
      ? '\n✖ Alguma tela lê mais documentos com o dobro do catálogo.'
      : '\n✔ Leituras não crescem com o catálogo. (O tempo é informativo: o emulador percorre a ' +
          'coleção inteira a cada consulta, onde o Firestore lê um índice.)',
  );
  return !readsGrow;
}

const runAsCommand =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runAsCommand) {
  const sizes = process.argv
    .slice(2)
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as SizeFigures);
  process.exitCode = printCatalogReport(sizes, { tiny: false }) ? 0 : 1;
}
