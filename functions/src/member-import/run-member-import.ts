import {
  memberImportMessages as m,
  MEMBER_IMPORT_ROWS_PER_CALL,
  runMemberImportCallable,
} from '@app/domain';
import { adminAuth, db } from '../common/admin';
import { appUrl } from '../common/app-url';
import { onContractCall } from '../common/on-contract';
import { runImportSlice } from './import-job';

// 'Importar {N} membros', second step (admins only): each call writes up to 2.000 more rows of
// the job (and for at most 40 s) in batches of 100 and answers how far it is; the screen calls again until 'done'. A
// job left half-way (the tab closed, a call failed) is finished by calling again.
export const runMemberImport = onContractCall(
  runMemberImportCallable,
  { caller: { adminOnly: m.adminsOnly }, timeoutSeconds: 540, memory: '512MiB' },
  async ({ jobId }, caller) =>
    runImportSlice(
      { db, auth: adminAuth, now: () => new Date(), appUrl: appUrlOrNone() },
      jobId,
      {
        uid: caller.uid,
        name: typeof caller.profile.name === 'string' ? caller.profile.name : null,
      },
      MEMBER_IMPORT_ROWS_PER_CALL,
    ),
);

function appUrlOrNone(): string | undefined {
  try {
    return appUrl();
  } catch {
    return undefined;
  }
}
