import { COLLECTIONS, type ImportRow, type MemberImportJob } from '@app/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export const jobRef = (db: Firestore, jobId: string) =>
  db.collection(COLLECTIONS.memberImports).doc(jobId) as DocumentReference<MemberImportJob>;

/** Chunk ids sort in file order: '0000', '0001', … */
export const chunkId = (index: number) => String(index).padStart(4, '0');

export interface StoredChunk {
  index: number;
  rows: ImportRow[];
}

export const chunkRef = (db: Firestore, jobId: string, index: number) =>
  jobRef(db, jobId)
    .collection(COLLECTIONS.memberImportChunks)
    .doc(chunkId(index)) as DocumentReference<StoredChunk>;
