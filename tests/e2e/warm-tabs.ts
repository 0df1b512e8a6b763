// Browser tabs kept warm between journeys: one browser profile per signed-in state (a demo role, or
// signed out) for the whole worker, handed to one test at a time with its storage reset.
//
// Why: a journey that opens the app in a brand-new profile pays for a new renderer process and for
// every script downloaded, parsed and compiled again (~0.8 CPU-s of Chromium and ~0.1 of the
// Hosting emulator per load, measured); the same load in a profile that already has the app's files
// in its HTTP cache, in a renderer process that has run them, costs ~0.25. (These profiles live in
// memory, where Chromium keeps no code cache; a profile on disk, which keeps one, was measured no
// cheaper: docs/test-performance.md.) What a journey may observe stays what a new profile gives it:
// when a test ends the tab leaves the app for a page of the app's origin without scripts, and
// before the next test its cookies, localStorage, sessionStorage and IndexedDB are emptied there
// and localStorage refilled from the role's saved state (where Firebase Auth keeps the session,
// renewed after each reseed). Only the caches of the immutable, content-hashed files carry over, as
// they do for a returning member.
//
// A test that changes what the reset cannot undo (an init script, an exposed binding, the fake
// clock, permissions, offline mode, extra headers, the viewport or emulated media) or that fails
// gets its profile closed afterwards, and the next test starts a new one.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Dialog, Page } from '@playwright/test';
import { baseURL, contextDefaults } from './browser-options';

/** A saved-state file of a signed-in role, or null for a signed-out profile. */
export type TabKey = string | null;

type Tab = { key: TabKey; context: BrowserContext; page: Page; inUse: boolean; dirty: boolean };

// Same origin as the app, answered by the test itself (never by the Hosting emulator, which would
// serve the app): a document without scripts where the storage can be reset.
const RESET_URL = `${baseURL}/__warm-tab-reset`;

const CONTEXT_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
] as const;
const PAGE_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'setViewportSize',
] as const;
const CLOCK_CALLS = [
  'install',
  'fastForward',
  'runFor',
  'pauseAt',
  'resume',
  'setFixedTime',
  'setSystemTime',
] as const;
// Listeners a test may add; removed when it ends so they do not see the next test's page.
const PAGE_EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
] as const;

type Emitter = {
  listeners(event: string): unknown[];
  off(event: string, listener: (...args: unknown[]) => void): unknown;
};

function listenersOf(target: Emitter, events: readonly string[]) {
  return new Map(events.map((event) => [event, new Set(target.listeners(event))]));
}

function removeListenersAddedSince(target: Emitter, before: Map<string, Set<unknown>>): void {
  for (const [event, kept] of before) {
    for (const listener of target.listeners(event)) {
      if (!kept.has(listener)) target.off(event, listener as (...args: unknown[]) => void);
    }
  }
}

/** Marks the tab dirty when the test calls one of `methods` on `target`. */
function markDirtyOn(tab: Tab, target: object, methods: readonly string[]) {
  const record = target as Record<string, unknown>;
  for (const method of methods) {
    const original = record[method];
    if (typeof original !== 'function') throw new Error(`No ${method} to watch`);
    Object.defineProperty(target, method, {
      configurable: true,
      value: (...args: unknown[]) => {
        tab.dirty = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
  }
}

async function savedLocalStorage(key: TabKey): Promise<[string, string][]> {
  if (key === null) return [];
  const state = JSON.parse(await readFile(key, 'utf8')) as {
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  const origin = state.origins.find((entry) => entry.origin === baseURL);
  return origin ? origin.localStorage.map(({ name, value }) => [name, value]) : [];
}

/** Opens the reset page: a document of the app's origin without scripts, answered by the test. */
async function openResetPage(page: Page): Promise<void> {
  await page.route(RESET_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reset</title>' }),
  );
  try {
    await page.goto(RESET_URL);
  } finally {
    await page.unroute(RESET_URL);
  }
}

/**
 * Leaves the app for the reset page, so an idle tab keeps no listener open on the emulators and
 * the next test's reset starts where it needs to be (one navigation fewer per journey than a blank
 * page in between: docs/test-performance.md). A save still waiting for the server makes the app ask
 * before leaving (queued-writes.ts); leaving anyway drops it, as closing a new profile at the end
 * of a test did.
 */
async function leaveApp(page: Page): Promise<void> {
  const leave = (dialog: Dialog) =>
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await openResetPage(page);
  } finally {
    page.off('dialog', leave);
  }
}

export class WarmTabs {
  private readonly tabs = new Map<TabKey, Tab>();
  private readonly pageOfContext = new WeakMap<BrowserContext, Page>();

  constructor(private readonly browser: Browser) {}

  /**
   * A profile in `key`'s signed-in state with one page on a blank document of the app's origin,
   * for one test. When the warm one is already taken in this test (two people with the same
   * role), a new one.
   */
  async take(
    key: TabKey,
  ): Promise<{ context: BrowserContext; page: Page; release: (ok: boolean) => Promise<void> }> {
    const kept = this.tabs.get(key);
    const tab = kept && !kept.inUse ? kept : await this.open(key);
    if (!kept || kept === tab) this.tabs.set(key, tab);
    tab.inUse = true;
    try {
      await this.reset(tab);
    } catch (error) {
      // Not handed out again: the next test opens a new profile.
      if (this.tabs.get(key) === tab) this.tabs.delete(key);
      await tab.context.close();
      throw error;
    }
    const pageListeners = listenersOf(tab.page as unknown as Emitter, PAGE_EVENTS);
    const contextListeners = listenersOf(tab.context as unknown as Emitter, CONTEXT_EVENTS);
    return {
      context: tab.context,
      page: tab.page,
      release: async (ok) => {
        tab.inUse = false;
        const keep = ok && !tab.dirty && !tab.page.isClosed() && this.tabs.get(key) === tab;
        if (keep) {
          try {
            removeListenersAddedSince(tab.page as unknown as Emitter, pageListeners);
            removeListenersAddedSince(tab.context as unknown as Emitter, contextListeners);
            await Promise.all(
              tab.context.pages().flatMap((page) => (page === tab.page ? [] : [page.close()])),
            );
            await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
            await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
            await leaveApp(tab.page);
            return;
          } catch {
            // A tab that cannot be parked is not handed out again.
          }
        }
        if (this.tabs.get(key) === tab) this.tabs.delete(key);
        await tab.context.close();
      },
    };
  }

  /** The page a profile from `take` was handed with (for the fixture that only sees the context). */
  pageOf(context: BrowserContext): Page | undefined {
    return this.pageOfContext.get(context);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.tabs.values()].map((tab) => tab.context.close()));
    this.tabs.clear();
  }

  private async open(key: TabKey): Promise<Tab> {
    const context = await this.browser.newContext(contextDefaults);
    const page = await context.newPage();
    this.pageOfContext.set(context, page);
    const tab: Tab = { key, context, page, inUse: false, dirty: false };
    markDirtyOn(tab, context, CONTEXT_CHANGES);
    markDirtyOn(tab, page, PAGE_CHANGES);
    markDirtyOn(tab, context.clock, CLOCK_CALLS);
    return tab;
  }

  private async reset(tab: Tab): Promise<void> {
    const items = await savedLocalStorage(tab.key);
    // A tab parked by the previous test is there already; a new one is on a blank page.
    if (tab.page.url() !== RESET_URL) await openResetPage(tab.page);
    await tab.page.evaluate(async (entries) => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((resolve) => {
              if (!name) return resolve();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
      );
      for (const [name, value] of entries) localStorage.setItem(name, value);
    }, items);
    await tab.context.clearCookies();
  }
}
