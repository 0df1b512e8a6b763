// One-off, for a project deployed before the room links went private (docs/live-classes.md,
// "Migração"): moves liveClasses/{id}.externalLink to liveClassRooms/{id} and removes it from the
// public document. Run it right after deploying the new rules and functions:
//
//   npx tsx scripts/migrate-live-class-links.ts --project <id> [--dry-run]
//
// with Application Default Credentials of an account that may write Firestore
// (`gcloud auth application-default login`). `--emulator` runs it against the local emulators
// (the demo- project) instead. Running it twice changes nothing the second time.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateLiveClassLinks } from '../functions/src/live-classes/migrate-rooms';
import { PROJECT_ID } from './seed/demo-project';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    emulator: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
  },
});

if (!values.emulator && !values.project) {
  console.error('✖ Informe --project <id> (projeto publicado) ou --emulator.');
  process.exit(1);
}

if (values.emulator) {
  const firebaseJson = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as { emulators: Record<string, { host: string; port: number }> };
  const firestore = firebaseJson.emulators.firestore!;
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore.host}:${firestore.port}`;
}

const projectId = values.emulator ? PROJECT_ID : values.project!;
const dryRun = values['dry-run'];
try {
  const db = getFirestore(initializeApp({ projectId }));
  const result = await migrateLiveClassLinks(db, { dryRun });
  console.log(
    `${dryRun ? '(simulação) ' : ''}✔ ${projectId}: ${result.classes} aulas ao vivo lidas, ` +
      `${result.moved} links movidos para liveClassRooms, ${result.cleared} já tinham sala ` +
      `(só o campo público foi removido).`,
  );
} catch (error) {
  console.error(`✖ Migração: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
