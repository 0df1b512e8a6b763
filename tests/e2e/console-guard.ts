// Every journey fails on a console error, an uncaught page error or a Content-Security-Policy
// violation in any of its pages (the fixtures in fixtures.ts attach this to each page a test
// uses). The Hosting emulator serves the production headers, so a violation here is one in
// production. A test whose journey makes the browser log an error on purpose (offline, a failed
// download) names those errors with `test.use({ allowedConsoleErrors: [/…/] })`: an explicit,
// per-test list, never a looser rule for everyone.
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * The allowances every journey has. The test machine has no internet, so a third-party
 * player's script (the YouTube IFrame API that the class page loads to follow a video) cannot
 * load, and the class page says so in the console. That is the machine's, not the app's: with
 * internet the same pages log nothing. Only these hosts and this message; anything else a test
 * expects goes in its own allowedConsoleErrors.
 */
export const UNREACHABLE_THIRD_PARTIES: readonly RegExp[] = [
  /^console\.error: Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED) \(https:\/\/(www\.youtube\.com|player\.vimeo\.com|checkout\.hotmart\.com)\//,
  /^console\.error: Vídeo do YouTube sem acompanhamento Error: A API do YouTube não carregou/,
  // Signing out closes Firestore's channels; the emulator answers the write channel's closing
  // request (TYPE=terminate) with a 400 once the session behind it is gone, which the browser logs.
  // The app never sees it: the SDK sends it and forgets it.
  /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:8080\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?.*TYPE=terminate/,
];

/**
 * What a journey that takes the browser offline makes it log: the Firestore channel's requests
 * that cannot leave, and the connectivity probe (an image of www.google.com) the channel loads
 * when the connection drops. For `allowConsoleErrors(...OFFLINE_FIRESTORE)` in offline tests.
 */
export const OFFLINE_FIRESTORE: readonly RegExp[] = [
  /^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/127\.0\.0\.1:8080\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/,
  /^console\.error: Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/www\.google\.com\/images\/cleardot\.gif/,
];

/**
 * What a journey that makes one of the app's own files fail to download (`route.abort()`) makes
 * the browser and the error boundary log, for that file only (`assets/<name>-<hash>.js`).
 */
export function chunkLoadFailure(name: string): RegExp[] {
  const file = `http:\\/\\/127\\.0\\.0\\.1:\\d+\\/assets\\/${name}-[\\w-]+\\.js`;
  return [
    new RegExp(`^console\\.error: Failed to load resource: net::ERR_FAILED \\(${file}`),
    new RegExp(
      `^console\\.error: (Erro inesperado na interface )?TypeError: Failed to fetch dynamically imported module: ${file}`,
    ),
  ];
}

export interface ConsoleGuard {
  /** What was seen so far, each as "kind: text (where)". */
  readonly problems: string[];
  /** Stops listening (the page may serve another test: warm tabs). */
  stop(): void;
}

const where = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}:${lineNumber})` : '';
};

/**
 * Records the page's console errors, uncaught errors and CSP violations from now on, except those
 * matching `allowed`. CSP violations are read from the page's own `securitypolicyviolation`
 * events as well as from the console, so none is missed.
 */
export async function guardConsole(page: Page, allowed: readonly RegExp[]): Promise<ConsoleGuard> {
  const problems: string[] = [];
  const record = (text: string) => {
    const expected = [...UNREACHABLE_THIRD_PARTIES, ...allowed];
    if (!expected.some((pattern) => pattern.test(text))) problems.push(text);
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') record(`console.error: ${message.text()}${where(message)}`);
  };
  const onPageError = (error: Error) => record(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** Reports CSP violations as console errors in every page of the context (one init script). */
export const CSP_VIOLATION_LOGGER = `document.addEventListener('securitypolicyviolation', function (e) {
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' on ' + location.pathname);
});`;

const contextsWithLogger = new WeakSet<object>();

/** Adds CSP_VIOLATION_LOGGER to the page's context once (warm tabs keep their contexts). */
export async function logCspViolations(page: Page): Promise<void> {
  const context = page.context();
  if (contextsWithLogger.has(context)) return;
  contextsWithLogger.add(context);
  await context.addInitScript(CSP_VIOLATION_LOGGER);
}

/** Fails the test with every problem the guards saw. */
export function expectNoConsoleProblems(guards: readonly ConsoleGuard[]): void {
  const problems = guards.flatMap((guard) => guard.problems);
  if (problems.length > 0) {
    throw new Error(
      `Erros no console, erros não tratados ou violações de CSP durante o teste ` +
        `(tests/e2e/console-guard.ts; um erro esperado vai em allowedConsoleErrors):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
}
