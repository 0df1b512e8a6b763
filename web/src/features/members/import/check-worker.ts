// The Web Worker that checks an imported file off the main thread: receives the bytes, answers
// checkCsvBytes' result in pieces (see WorkerMessage), so no single message is large.
import { checkCsvBytes } from './check-file';
import { ROWS_PER_MESSAGE, type WorkerMessage } from './worker-messages';

const post = (message: WorkerMessage) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ArrayBuffer>) => {
  const result = checkCsvBytes(new Uint8Array(event.data));
  if ('fileError' in result) {
    post({ kind: 'file-error', fileError: result.fileError });
    return;
  }
  for (let i = 0; i < result.rows.length; i += ROWS_PER_MESSAGE) {
    post({ kind: 'rows', rows: result.rows.slice(i, i + ROWS_PER_MESSAGE) });
  }
  post({ kind: 'done', errors: result.errors, columns: result.columns });
});
