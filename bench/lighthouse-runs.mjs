// Lighthouse's mobile performance audit (its default: simulated slow 4G, 4× CPU slowdown) in
// Debian's Chromium. Lives in bench/ so `lighthouse` resolves from bench/node_modules.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

// chrome-launcher starts each browser in a session of its own, so it does not die with this
// process, and stops the browsers it started on SIGINT only: on SIGTERM (`npm test` stopping
// everything) one was left running. The same stop on SIGTERM.
process.on('SIGTERM', () => {
  chromeLauncher.killAll();
  process.exit(143);
});

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run in a fresh headless Chromium; returns the figures the benchmark prints.
 * `cpuSlowdown` replaces the default 4× (10× stands for a low-end phone); the network stays
 * Lighthouse's simulated slow 4G. `launched` receives the browser's process id as soon as it runs
 * (the browser starts in a session of its own).
 */
export async function auditPage(url, chromePath, cpuSlowdown = 4, launched = () => {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  launched(chrome.pid);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
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
    await chrome.kill();
  }
}
