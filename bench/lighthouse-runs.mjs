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
    const { lhr } = result;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scriptBytes = requests
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
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await browser.close();
  }
}
