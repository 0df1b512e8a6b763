// The hub lists the Functions emulator a few seconds before it has loaded functions/lib: until
// then every callable answers 404. `npm start` waits here until one really answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * FUNCTIONS_REGION of @app/domain, read from its source: these scripts are plain JS and the
 * domain package is TypeScript. Fails loudly if the file stops declaring it the same way.
 */
export function readFunctionsRegion(repoRoot) {
  const file = path.join(repoRoot, 'packages', 'domain', 'src', 'callables', 'region.ts');
  const match = /FUNCTIONS_REGION\s*=\s*['"]([a-z0-9-]+)['"]/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`FUNCTIONS_REGION não encontrado em ${file}.`);
  return match[1];
}

/** The emulator URL of a callable: http://host:port/<project>/<region>/<name>. */
export function callableUrl({ host, port }, projectId, region, name) {
  return `http://${host}:${port}/${projectId}/${region}/${name}`;
}

/**
 * Polls a callable with an empty request until the emulator answers anything but 404 (an
 * 'unauthenticated' or 'invalid-argument' error means the function is loaded and ran).
 * Resolves with the status and the time waited; rejects with a pt-BR message after `timeoutMs`.
 * `onWaiting` is called once, when the first attempt does not succeed.
 */
export async function waitForCallable(
  url,
  {
    timeoutMs = 90_000,
    intervalMs = 250,
    fetchImpl = globalThis.fetch,
    now = Date.now,
    wait = sleep,
    onWaiting = () => {},
  } = {},
) {
  const started = now();
  const deadline = started + timeoutMs;
  let last = 'nenhuma resposta';
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        // The first call starts the function's worker, which can take seconds on a busy machine.
        signal: AbortSignal.timeout(Math.max(1_000, deadline - now())),
      });
      await response.text().catch(() => '');
      if (response.status !== 404) return { status: response.status, waitedMs: now() - started };
      last = 'HTTP 404 (a função ainda não foi carregada)';
    } catch (error) {
      last = error?.cause?.code ?? error?.name ?? String(error);
    }
    if (attempt === 1) onWaiting();
    if (now() + intervalMs >= deadline) break;
    await wait(intervalMs);
  }
  const seconds = Math.round(timeoutMs / 1000);
  throw new Error(
    `As Cloud Functions não responderam em ${seconds} s (POST ${url}: ${last}). ` +
      'Veja acima a saída do emulador (erro ao carregar functions/lib?) e rode `npm start` de novo.',
  );
}
