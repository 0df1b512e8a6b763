import type { ImportRow } from '@app/domain';
import type { FileCheck } from './check-file';
import type { WorkerMessage } from './worker-messages';

/**
 * checkCsvBytes in a Web Worker, so parsing and checking a large file never blocks the page (the
 * worker is its own bundle: papaparse stays out of the console's chunk). Where workers do not
 * exist (the unit tests' simulated DOM), on the calling thread, loaded on demand.
 */
export async function checkOffThread(bytes: ArrayBuffer): Promise<FileCheck> {
  if (typeof Worker === 'undefined') {
    const { checkCsvBytes } = await import('./check-file');
    return checkCsvBytes(new Uint8Array(bytes));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
    const rows: ImportRow[] = [];
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        return;
      }
      worker.terminate();
      resolve(
        message.kind === 'file-error'
          ? { fileError: message.fileError }
          : { rows, errors: message.errors, columns: message.columns },
      );
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    // Transferred, not copied: the bytes move to the worker.
    worker.postMessage(bytes, [bytes]);
  });
}
