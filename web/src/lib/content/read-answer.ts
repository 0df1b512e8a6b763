import type { Read } from '@/lib/use-read';

/**
 * The first answer of a read, as a promise: for code that reads outside a component (a write
 * that needs the current list, a neighbour lookup). A live read is listened to until it answers.
 */
export function answerOf<T>(read: Read<T>): Promise<T> {
  if (read.kind === 'once') return read.load();
  return new Promise<T>((resolve, reject) => {
    let answered = false;
    let stop: (() => void) | null = null;
    const settle = () => {
      answered = true;
      stop?.();
    };
    stop = read.subscribe(
      (data) => {
        settle();
        resolve(data);
      },
      (error) => {
        settle();
        reject(error);
      },
    );
    // A listener that answered while subscribing is stopped now that `stop` is known.
    if (answered) stop();
  });
}
