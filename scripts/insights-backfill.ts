// `npm run insights:backfill`: builds the indicators page's summaries from the records in the
// RUNNING emulators (the demo- project; never a real one), as the rebuildInsights function does
// on an install: weeks of openings, completions and purchases, the funnels and the overview.
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildIndicators } from '../functions/src/indicators/rebuild-indicators';
import { PROJECT_ID } from './seed/demo-project';

const firebaseJson = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const firestore = firebaseJson.emulators.firestore!;
process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore.host}:${firestore.port}`;

try {
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
  const result = await rebuildIndicators(db, new Date());
  console.log(
    `✔ Indicadores: ${result.weeks} semanas, ${result.opens} aberturas, ${result.completions} ` +
      `conclusões, ${result.purchases} compras, ${result.refresh.members} membros ` +
      `(${result.refresh.atRisk} em risco), ${result.refresh.courses} funis.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/ECONNREFUSED|fetch failed|UNAVAILABLE/.test(message)) {
    console.error('✖ Emuladores não encontrados. Rode `npm start` ou `npm run emulators` antes.');
  } else {
    console.error(`✖ Indicadores: ${message}`);
  }
  process.exit(1);
}
