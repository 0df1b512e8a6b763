import {
  COLLECTIONS,
  memberImportMessages as m,
  stageMemberImportCallable,
  type MemberImportJob,
} from '@app/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { chunkId, jobRef } from './job-refs';

// 'Importar {N} membros', first step (admins only): the checked rows arrive in chunks of 500 and
// wait in memberImports/{jobId}/chunks/{n}. The first chunk creates the job; sending a chunk again
// rewrites the same document. Once the job runs, its rows are fixed.
export const stageMemberImport = onContractCall(
  stageMemberImportCallable,
  { caller: { adminOnly: m.adminsOnly } },
  async (input, caller) => {
    const job = jobRef(db, input.jobId);
    await db.runTransaction(async (tx) => {
      const existing = (await tx.get(job)).data();
      if (existing) {
        const same =
          existing.status === 'staging' &&
          existing.createdBy === caller.uid &&
          existing.fileName === input.fileName &&
          existing.total === input.total &&
          existing.sendWelcome === input.sendWelcome;
        if (!same) throw new HttpsError('failed-precondition', m.jobMismatch);
      } else {
        const created: Omit<MemberImportJob, 'createdAt' | 'updatedAt'> & {
          createdAt: FieldValue;
          updatedAt: FieldValue;
        } = {
          fileName: input.fileName,
          status: 'staging',
          total: input.total,
          chunkCount: input.chunkCount,
          sendWelcome: input.sendWelcome,
          done: 0,
          created: 0,
          updated: 0,
          unchanged: 0,
          welcomed: 0,
          createdBy: caller.uid,
          createdByName: typeof caller.profile.name === 'string' ? caller.profile.name : null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          finishedAt: null,
        };
        tx.create(job as unknown as DocumentReference, created);
      }
      tx.set(job.collection(COLLECTIONS.memberImportChunks).doc(chunkId(input.index)), {
        index: input.index,
        rows: input.rows,
      });
    });
    return { jobId: input.jobId, index: input.index };
  },
);
