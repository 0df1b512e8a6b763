// 'Importar membros' on the server (contracts in @app/domain, docs/member-import.md): the dry
// run's lookup, sending the checked rows in chunks, running the job until it is done, and the
// job document the progress bar follows.
import {
  COLLECTIONS,
  lookupImportMembersCallable,
  MEMBER_IMPORT_CHUNK_ROWS,
  memberImportJobSchema,
  runMemberImportCallable,
  stageMemberImportCallable,
  type ImportLookupMember,
  type ImportRow,
  type RunMemberImportOutput,
} from '@app/domain';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { liveDoc, liveList } from '@/lib/firestore-reads';

/** lookupImportMembers: which of these (at most 500) e-mails are members. */
export async function lookupMembers(emails: string[]): Promise<ImportLookupMember[]> {
  return (await callFunction(lookupImportMembersCallable, { emails })).members;
}

export interface StartImport {
  fileName: string;
  sendWelcome: boolean;
  rows: readonly ImportRow[];
}

/** Sends the rows in chunks of 500 (stageMemberImport) under a new job id, answered. */
export async function stageImport({ fileName, sendWelcome, rows }: StartImport): Promise<string> {
  const jobId = doc(collection(firestore, COLLECTIONS.memberImports)).id;
  const chunkCount = Math.ceil(rows.length / MEMBER_IMPORT_CHUNK_ROWS);
  for (let index = 0; index < chunkCount; index++) {
    const from = index * MEMBER_IMPORT_CHUNK_ROWS;
    await callFunction(stageMemberImportCallable, {
      jobId,
      fileName,
      sendWelcome,
      total: rows.length,
      chunkCount,
      index,
      rows: rows.slice(from, from + MEMBER_IMPORT_CHUNK_ROWS),
    });
  }
  return jobId;
}

/** Runs the job call after call (each writes a bounded share) until it is done. */
export async function runImport(jobId: string): Promise<RunMemberImportOutput> {
  for (;;) {
    const answer = await callFunction(runMemberImportCallable, { jobId });
    if (answer.status === 'done') return answer;
  }
}

/** An import job, live: the progress bar. */
export const liveImportJob = (jobId: string) =>
  liveDoc(memberImportJobSchema, doc(firestore, COLLECTIONS.memberImports, jobId));

/** Imports that stopped before the end (the tab closed, a call failed): 'Retomar'. */
export const unfinishedImports = () =>
  liveList(
    'memberImports?status=running&limit=5',
    memberImportJobSchema,
    query(
      collection(firestore, COLLECTIONS.memberImports),
      where('status', '==', 'running'),
      limit(5),
    ),
  );
