import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  CSP_HEADER,
  emulatorPolicy,
  hostingPolicy,
  inlineScripts,
  scriptHash,
  withSources,
} from '../scripts/lib/content-security-policy.mjs';
import { appKitMembers, appStart, iconsOf, muiShell, reachableFrom } from './build/chunk-groups.js';
import { firestoreWithoutRe2js } from './build/firestore-without-re2js.js';
import { legalMarkdown } from './build/legal-markdown.js';
import { prerenderPublicPages } from './build/prerender-public-pages.js';
import { reactfireUnusedSdks } from './build/reactfire-unused-sdks.js';
import { requireProductionSettings } from './build/require-production-settings.js';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.js';

/** React with the router and the toasts, and the stand-in that hands reactfire React's own hook. */
const REACT_CORE =
  /(node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|notistack|goober)[\\/]|[\\/]build[\\/]use-sync-external-store-shim\.ts$)/;
/**
 * MUI's styling engine and the few tiny contexts many components read (the form control's, which
 * Switch and Checkbox read as well as the text fields): left to the per-screen grouping below, such a
 * context can land in the text fields' file and drag it (15 KiB) into screens without a field.
 */
const MUI_CORE =
  /node_modules[\\/](@mui[\\/](material[\\/](styles|colors|SvgIcon|utils|FormControl[\\/](FormControlContext|useFormControl|formControlState))|system|utils|styled-engine|private-theming)|@emotion|stylis|react-is|clsx|@babel[\\/]runtime|hoist-non-react-statics)[\\/.]/;
/** An icon's module (its name), or icons-material's own helper (no name). */
const MUI_ICON = /node_modules[\\/]@mui[\\/]icons-material[\\/](?:([\w-]+)\.m?js$)?/;
const MUI_RUNTIME =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|@popperjs|clsx|react-is|@babel[\\/]runtime|prop-types|hoist-non-react-statics)[\\/]/;
const MUI_MERGE_BYTES = 10_000;
/** Screens' icon sets smaller than this share a file (each icon is ~100 bytes gzip). */
const ICONS_MERGE_BYTES = 2_000;
/**
 * The domain modules without zod that the sales page's lead script needs: kept out of the shared
 * chunk of schemas, which would bring zod with them.
 */
const DOMAIN_BASICS =
  /[\\/]packages[\\/]domain[\\/]src[\\/](limits|callables[\\/]region|entities[\\/]lead-fields)\.ts$/;

/**
 * The domain package (schemas, rules of the product) with zod: one file for every signed-in screen.
 * Left to itself the bundler cut it into a dozen files under 2 KiB each, per set of screens.
 * Neither imports the app, so the file can never take part in an import cycle.
 */
const DOMAIN = /([\\/]packages[\\/]domain[\\/]src[\\/]|[\\/]node_modules[\\/]zod[\\/])/;

const srcFile = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const SRC_DIR = srcFile('');
const LEAD_PAGE_SCRIPT = srcFile('features/public-site/lead/lead-page-script.ts');
const MAIN = srcFile('main.tsx');
/** What the app's start loads on every route (main.tsx and what it imports with import()). */
const APP_START = appStart(MAIN, SRC_DIR);
const MUI_DIR = fileURLToPath(new URL('../node_modules/@mui/material', import.meta.url));
const SHELL_ENTRY = srcFile('app/routes/dashboard-root.tsx');
/** The MUI the dashboard's frame shows, in one file (build/chunk-groups.ts). */
const MUI_SHELL = muiShell({
  srcDir: SRC_DIR,
  muiDir: MUI_DIR,
  shellEntry: SHELL_ENTRY,
  start: APP_START,
  isCore: (file) => MUI_CORE.test(file),
});
/** The app's small shared modules in one file (build/chunk-groups.ts says which and why). */
const APP_KIT = appKitMembers({
  srcDir: SRC_DIR,
  muiDir: MUI_DIR,
  excluded: new Set([...APP_START, ...reachableFrom([LEAD_PAGE_SCRIPT], SRC_DIR)]),
  muiLoaded: MUI_SHELL.loaded,
});
/**
 * The start's modules but main.tsx, in one file: main.tsx imports them with import(), and each
 * came as a file of its own (theme, app, router, error screen, ...), five requests of 0.3–4 kB
 * before any page. Closed under their own imports, they import no other app code.
 */
const APP_START_GROUP = new Set([...APP_START].filter((file) => file !== MAIN));
const moduleFile = (id: string) => id.split('?')[0]!;
/**
 * The icons the start and the dashboard's frame show (the menu's, the bell, 'Sair'): one small
 * file every signed-in screen loads. A screen's other icons are grouped by the screens that use
 * them ("screen-icons" below) instead of in one file of all ~80 icons that every screen downloaded.
 */
const FRAME_ICONS = iconsOf([...APP_START, ...reachableFrom([SHELL_ENTRY], SRC_DIR)]);
/** An icons-material module's icon name ('' for the package's own helper); null for any other. */
const iconOf = (id: string) => {
  const match = MUI_ICON.exec(moduleFile(id));
  return match === null ? null : (match[1] ?? '');
};
const isFrameIcon = (id: string) => {
  const name = iconOf(id);
  return name !== null && (name === '' || FRAME_ICONS.has(name));
};
const isScreenIcon = (id: string) => iconOf(id) !== null && !isFrameIcon(id);

/**
 * The Content-Security-Policy Hosting serves (firebase.json), with the local emulators the
 * emulator build connects to: the dev server and the preview serve it too, so a violation shows
 * up while developing (scripts/lib/content-security-policy.mjs).
 */
const FIREBASE_JSON = JSON.parse(
  readFileSync(fileURLToPath(new URL('../firebase.json', import.meta.url)), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const LOCAL_POLICY = emulatorPolicy(hostingPolicy(FIREBASE_JSON), FIREBASE_JSON.emulators);
const DEV_HOST = '127.0.0.1';
const DEV_PORT = 5173;
const policyHeaders = (policy: string) => ({
  [CSP_HEADER]: policy,
  'Reporting-Endpoints': 'csp="/api/csp-report"',
});

/**
 * The dev server's page carries inline scripts of its own (React Refresh's preamble) and talks to
 * Vite over a websocket: its policy adds their hashes and the socket, computed from the page it
 * serves. (Vite sends the headers object after this hook, so the new value goes out with it.)
 */
function devContentSecurityPolicy(): Plugin {
  let headers: Record<string, string> = {};
  return {
    name: 'escola:dev-content-security-policy',
    apply: 'serve',
    configResolved(config) {
      headers = (config.server.headers ?? {}) as Record<string, string>;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        headers[CSP_HEADER] = withSources(LOCAL_POLICY, {
          'script-src': inlineScripts(html).map(scriptHash),
          'connect-src': [`ws://${DEV_HOST}:${DEV_PORT}`],
        });
      },
    },
  };
}

/**
 * The emulators' outbox (caixa-de-saida.html, src/dev-tools/outbox): served by the dev server and
 * built into the emulator build the tests serve, never into the production build.
 */
const OUTBOX_PAGE = fileURLToPath(new URL('./caixa-de-saida.html', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    devContentSecurityPolicy(),
    reactfireUnusedSdks(),
    firestoreWithoutRe2js(),
    zodWithoutJsonSchema(),
    legalMarkdown(),
    requireProductionSettings(),
    prerenderPublicPages(),
  ],
  // Web workers (the member import's file check) are bundled apart: they get zod's stand-ins too.
  worker: { format: 'es', plugins: () => [zodWithoutJsonSchema()] },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./build/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    host: DEV_HOST,
    port: DEV_PORT,
    strictPort: true,
    headers: policyHeaders(LOCAL_POLICY),
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: policyHeaders(LOCAL_POLICY),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Keeps a build report that the bundle-size test reads (which chunks each route pulls).
    manifest: true,
    // The dashboard chunk carries the Firestore/Storage/Functions SDKs (~650 kB raw) by design.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app (index.html) and the sales page's lead script, the one script a prerendered
      // public page loads.
      // The lead script's `openLead` export is what the page's inline code calls.
      preserveEntrySignatures: 'exports-only',
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'lead-page-script': LEAD_PAGE_SCRIPT,
        ...(mode === 'emulator' ? { 'caixa-de-saida': OUTBOX_PAGE } : {}),
      },
      output: {
        // Left to itself the bundler cut the app into ~170 files, dozens under 1 kB (each icon,
        // each small MUI part): a cold dashboard load made ~100 requests. These groups keep the
        // libraries in a few files: React with the router and the toasts, MUI's styling core (both
        // on every page), the frame's icons in one small file and each screen's icons with those of
        // the screens that share them, the domain with zod, and the rest of MUI grouped by the set
        // of pages that use each part (parts shared by the same pages go together; sets under
        // MUI_MERGE_BYTES are merged), so a page does not download MUI it never shows. The merge
        // threshold is a trade: at 20 kB the merged files chained (the class page's alert file
        // imported the checkbox file, which imported the select's), and the class page downloaded
        // the select and the filled inputs it never shows; at 30–150 kB the files imported each
        // other and ran MUI's `styled` before the component it wraps existed (a blank app, caught
        // only at run time). `npm run bench:app` prints the result.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('mui~')
            ? 'assets/mui-[hash].js'
            : chunk.name.startsWith('screen-icons~')
              ? 'assets/icons-[hash].js'
              : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CORE, priority: 2 },
            { name: 'mui-core', test: MUI_CORE, priority: 3 },
            { name: 'domain-basics', test: DOMAIN_BASICS, priority: 2 },
            { name: 'icons', test: isFrameIcon, priority: 2 },
            {
              name: 'screen-icons',
              test: isScreenIcon,
              priority: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: ICONS_MERGE_BYTES,
            },
            { name: 'domain', test: DOMAIN, priority: 1 },
            { name: 'app-start', test: (id) => APP_START_GROUP.has(moduleFile(id)), priority: 1 },
            { name: 'app-kit', test: (id) => APP_KIT.has(moduleFile(id)), priority: 1 },
            { name: 'mui-start', test: (id) => MUI_SHELL.atStart.has(moduleFile(id)), priority: 3 },
            { name: 'mui-shell', test: (id) => MUI_SHELL.members.has(moduleFile(id)), priority: 3 },
            {
              name: 'mui',
              test: MUI_RUNTIME,
              priority: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: MUI_MERGE_BYTES,
            },
          ],
        },
      },
    },
  },
}));
