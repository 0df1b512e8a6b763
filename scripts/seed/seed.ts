import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { rebuildCatalog } from '../../functions/src/catalog/rebuild-catalog';
import { writeCertificatePdf } from '../../functions/src/certificates/certificate-file';
import { rebuildIndicators } from '../../functions/src/indicators/rebuild-indicators';
import { DEMO_CERTIFICATE_HOLDER, demoCertificate, demoContent, demoPdf } from './demo-content';
import { createFileOnce } from '../../functions/src/common/create-file-once';
import { demoActivity } from './demo-activity';
import { demoQuizzes } from './demo-quizzes';
import { demoMemberImport } from './demo-member-import';
import { DEMO_APP_URL } from './demo-project';
import { demoProfiles } from './demo-profiles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-users';
import { demoWeeklyGoals } from './demo-weekly-goal';

/** Dates become Firestore timestamps; nested objects and arrays are converted too. */
function toFirestore(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(v)]));
  }
  return value;
}

async function upsertAuthUser(auth: Auth, user: DemoAccount) {
  const fields = {
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: user.name,
    emailVerified: true,
  };
  try {
    await auth.updateUser(user.uid, fields);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: user.uid, ...fields });
  }
}

export type SeedResult = { users: number; documents: number; files: number; catalog: number };

/**
 * Writes the demo accounts and content, then fills the catalogue index. Idempotent: fixed ids and
 * `set` (not add), so running it twice leaves the same data. Storage is optional (it may be off when its runtime is missing).
 */
export async function seedDemoData(
  services: { auth: Auth; db: Firestore; storage?: Storage | null },
  now: Date = new Date(),
): Promise<SeedResult> {
  for (const user of DEMO_ACCOUNTS) await upsertAuthUser(services.auth, user);

  const content = demoContent(now);
  const docs = [
    ...demoProfiles(now).map(({ uid, data }) => ({ path: `profiles/${uid}`, data })),
    ...content,
    ...demoActivity(now, content),
    ...demoQuizzes(now),
    ...demoMemberImport(now),
    ...demoWeeklyGoals(now),
  ];
  const writer = services.db.bulkWriter();
  for (const doc of docs) {
    void writer.set(services.db.doc(doc.path), toFirestore(doc.data) as Record<string, unknown>);
  }
  await writer.close();
  // The search index the weekly list reads; the trigger keeps it afterwards, but the seed must
  // not depend on the functions emulator running (nor on when its events land).
  const catalog = await rebuildCatalog(services.db);
  // The indicators' summaries from the demo history, as the backfill builds them on an install.
  await rebuildIndicators(services.db, now);

  let files = 0;
  if (services.storage) {
    await createFileOnce(
      services.storage.bucket().file('attachments/semanal-01/guia-financeiro.pdf'),
      demoPdf,
      'application/pdf',
    );
    // The seeded certificate's PDF, as renderCertificatePdf stores it for an issued one (the
    // seeded copy already names its path, so the trigger leaves it alone).
    await writeCertificatePdf(
      services.storage.bucket(),
      DEMO_CERTIFICATE_HOLDER.uid,
      demoCertificate(now),
      DEMO_APP_URL,
    );
    files = 2;
  }
  return { users: DEMO_ACCOUNTS.length, documents: docs.length, files, catalog };
}
