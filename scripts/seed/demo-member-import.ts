// A finished 'Importar membros' (docs/member-import.md), so the console shows it after the seed:
// the subscriber came from the old platform a month ago (filter 'Importados', 'Histórico':
// 'Importado em …'), and the import's job and audit entry exist.
import { COLLECTIONS, FOUNDER_TAG } from '@app/domain';
import type { SeedDoc } from './demo-content';

const DAY = 86_400_000;

export const DEMO_IMPORT_JOB = 'demo-importacao';

/** When the subscriber's import ran: 30 days before the seed's day. */
export const demoImportedAt = (now: Date) =>
  new Date(Math.floor(now.getTime() / DAY) * DAY - 30 * DAY);

export function demoMemberImport(now: Date): SeedDoc[] {
  const at = demoImportedAt(now);
  const finished = new Date(at.getTime() + 60_000);
  const fileName = 'assinantes-plataforma-antiga.csv';
  const counts = { created: 0, updated: 1, unchanged: 0, welcomed: 0 };
  return [
    {
      path: `${COLLECTIONS.memberImports}/${DEMO_IMPORT_JOB}`,
      data: {
        fileName,
        status: 'done',
        total: 1,
        chunkCount: 1,
        sendWelcome: true,
        done: 1,
        ...counts,
        createdBy: 'demo-admin',
        createdByName: 'Ana Administradora',
        createdAt: at,
        updatedAt: finished,
        finishedAt: finished,
      },
    },
    {
      path: `${COLLECTIONS.memberImportLog}/${DEMO_IMPORT_JOB}`,
      data: {
        jobId: DEMO_IMPORT_JOB,
        fileName,
        actorUid: 'demo-admin',
        actorName: 'Ana Administradora',
        total: 1,
        ...counts,
        startedAt: at,
        finishedAt: finished,
      },
    },
    {
      path: `${COLLECTIONS.membershipChanges}/${DEMO_IMPORT_JOB}-demo-assinante`,
      data: {
        uid: 'demo-assinante',
        email: 'assinante@demo.test',
        source: 'import',
        action: 'import',
        actorUid: 'demo-admin',
        actorName: 'Ana Administradora',
        importJobId: DEMO_IMPORT_JOB,
        fileName,
        before: { plan: '', tag: null, isTemporary: false, isPartner: false, cancelled: false },
        after: {
          plan: 'fundador',
          tag: FOUNDER_TAG,
          isTemporary: false,
          isPartner: false,
          cancelled: false,
        },
        createdAt: finished,
      },
    },
  ];
}
