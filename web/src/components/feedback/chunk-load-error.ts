/**
 * Whether a render error is a lazy route chunk that failed to download (Chromium, Firefox and
 * Safari word it differently; Vite adds its own for a chunk's CSS). React.lazy caches the
 * rejection, so only a page reload can retry it.
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|module script failed|unable to preload css|loading (css )?chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message);
}
