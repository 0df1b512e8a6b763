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

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export const contextDefaults: BrowserContextOptions & { baseURL: string } = {
  baseURL,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1280, height: 800 },
  acceptDownloads: true,
};
