// How every journey's browser starts, shared by the Playwright config and by contexts a test opens
// itself (a second role in the same journey), so all of them see the same app the same way.
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, LaunchOptions } from '@playwright/test';

const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as { emulators: { hosting: { host: string; port: number } } };
const { host, port } = firebaseJson.emulators.hosting;

/** The emulator build served by the Hosting emulator of this run. */
export const baseURL = `http://${host}:${port}`;

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell): the same Blink and
 * V8 without the full browser's window and compositor processes. The journeys spent 23% less
 * processor time on it than on /usr/bin/chromium (a cold page load in a new context: 0.9 against
 * 2.3 CPU-seconds of Chromium), with every journey and the accessibility checks unchanged.
 */
export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  // Offline machine: no background connections that the closed network would refuse.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The journeys' browser: `launchOptions` with V8 running each script through its interpreter and
 * its baseline compiler only (`--max-opt=1`), never its optimising compilers. A journey runs the
 * app for a second or two per page, too short for optimised code to repay compiling it: the same
 * eight rounds of three signed-in pages cost Chromium 7.4 CPU-s with the default tiers and 6.8
 * with this (10.0 → 8.5 with an axe check on each page), in the same wall time. Only the
 * journeys: the benchmarks measure the app as a visitor's browser runs it, with every tier.
 */
export const journeyLaunchOptions: LaunchOptions = {
  ...launchOptions,
  args: [...(launchOptions.args ?? []), '--js-flags=--max-opt=1'],
};

export const contextDefaults: BrowserContextOptions & { baseURL: string } = {
  baseURL,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1280, height: 800 },
  // The app honours a request for less motion: dialogs, menus and toasts appear at once, so a
  // journey waits on what changes, not on animations (see web/src/lib/theme.ts).
  reducedMotion: 'reduce',
  acceptDownloads: true,
};
