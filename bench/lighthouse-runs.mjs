// Lighthouse's mobile performance audit (its default: simulated slow 4G, 4× CPU slowdown) in
// Debian's Chromium. Lives in bench/ so `lighthouse` resolves from bench/node_modules.
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

/**
 * The browser as Lighthouse's own launcher starts it (its default flags, a fresh profile), but
 * driven through a pipe instead of a debugging port. chrome-launcher picks a free port, closes it
 * and hands it to the browser, then gives the browser 25 s to listen on it: once, beside the
 * emulator suites and at a low priority, the browser took longer than that to start (its zygote
 * came up 23 s after it), the audit failed with ECONNREFUSED and the browser, never stopped, stayed
 * running. A pipe has no port to wait for or to lose to another process, and Puppeteer stops a
 * browser whose start fails.
 */
const browserArgs = [
  ...Launcher.defaultFlags(),
  '--disable-setuid-sandbox',
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  'about:blank',
];
/** Generous: `npm test` starts the audit at a low priority while the suites take the processor. */
const browserStartTimeoutMs = 180_000;

// `npm test` stops everything with SIGTERM. Puppeteer's own SIGTERM handler closes the browser
// without ending this process; exiting is enough, since Puppeteer kills the browser's process
// group when this process exits.
process.on('SIGTERM', () => process.exit(143));

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run in a fresh headless Chromium; returns the figures the benchmark prints.
 * `cpuSlowdown` replaces the default 4× (10× stands for a low-end phone); the network stays
 * Lighthouse's simulated slow 4G. `launched` receives the browser's process id as soon as it runs
 * (the browser starts in a session of its own).
 */
export async function auditPage(url, chromePath, cpuSlowdown = 4, launched = () => {}) {
  const browser = await launchAuditBrowser(chromePath, launched);
  try {
    // As Lighthouse does with a browser it connects to itself: a new tab, the window's own size.
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse não auditou ${url}`);
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

/**
 * The audit's browser, launched as `auditPage` launches its own: for a benchmark that prepares the
 * profile first (signs a member in) and then audits several pages in it. The caller closes it.
 */
export async function launchAuditBrowser(chromePath, launched = () => {}) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    pipe: true,
    ignoreDefaultArgs: true,
    args: browserArgs,
    defaultViewport: null,
    timeout: browserStartTimeoutMs,
    handleSIGTERM: false,
  });
  const pid = browser.process()?.pid;
  if (pid !== undefined) launched(pid);
  return browser;
}

/**
 * One Lighthouse run of `url` in `page` (a tab of `launchAuditBrowser`'s browser) that keeps the
 * origin's storage: a signed-in member stays signed in (Firebase Auth keeps the session there,
 * and Lighthouse's storage reset would sign them out). Only the HTTP cache is emptied first, as
 * Lighthouse's own reset does it (the disk cache, then the memory cache by switching the cache
 * off and on), so every run is a first load of the app's files by a member already signed in.
 * `traceCategories` adds trace categories (e.g. V8's sampling profiler, for a trace to read
 * later); `maxWaitForLoad` shortens the wait for a quiet network (the tiny run's). Returns the printed figures, the report and the artifacts (the trace among them).
 */
export async function auditSignedInPage(
  page,
  url,
  { cpuSlowdown = 4, traceCategories, maxWaitForLoad = signedInLoadWaitMs } = {},
) {
  const session = await page.createCDPSession();
  try {
    await session.send('Network.clearBrowserCache');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  } finally {
    await session.detach();
  }
  const result = await lighthouse(
    url,
    {
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: true,
      maxWaitForLoad,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse não auditou ${url}`);
  return { figures: figuresOf(result.lhr), lhr: result.lhr, artifacts: result.artifacts };
}

/**
 * How long Lighthouse watches a signed-in page load. The app's Firestore listeners hold a request
 * open for the whole session (the listen channel's hanging GET), so the network never goes quiet
 * and Lighthouse always waits its whole limit (45 s by default) and says the page "loaded too
 * slowly": the screen is complete within a few seconds, even on a busy machine.
 */
export const signedInLoadWaitMs = 20_000;

const ms = (value) => `${Math.round(value)} ms`;

/**
 * The columns both benchmarks print for a page: the `median` run's figures and every run's score
 * (`runs`, in order).
 */
export function figuresRow(median, runs) {
  return {
    nota: median.score.toFixed(2),
    FCP: ms(median.fcp),
    LCP: ms(median.lcp),
    TBT: ms(median.tbt),
    CLS: median.cls.toFixed(3),
    'Speed Index': ms(median.speedIndex),
    'JS (gzip)': `${(median.scriptBytes / 1024).toFixed(1)} kB`,
    notas: runs.map((run) => run.score.toFixed(2)).join(' '),
  };
}

/** Items of an audit's table (none when the audit did not run). */
const itemsOf = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/**
 * The figures the benchmarks print. The main thread's time by kind of work and the scripts that
 * took it are Lighthouse's estimate for the slowed-down phone (its observed times × the CPU
 * slowdown), like TBT.
 */
function figuresOf(lhr) {
  const scriptBytes = itemsOf(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: lhr.categories.performance.score ?? 0,
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndex: metric(lhr, 'speed-index'),
    scriptBytes,
    finalUrl: lhr.finalDisplayedUrl,
    mainThread: itemsOf(lhr, 'mainthread-work-breakdown').map((item) => ({
      group: item.groupLabel,
      ms: item.duration,
    })),
    scripts: itemsOf(lhr, 'bootup-time').map((item) => ({
      url: item.url,
      totalMs: item.total,
      evaluationMs: item.scripting,
      parseCompileMs: item.scriptParseCompile,
    })),
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message,
  };
}
