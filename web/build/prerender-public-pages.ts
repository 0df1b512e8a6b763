// After the browser build, renders the public pages (src/app/routes/prerendered-pages.ts) to
// static HTML with their critical CSS. These pages run no React in the browser: what reaches the
// visitor is HTML, CSS and a few lines of inline script (the session mark, the footer's year and,
// on a page with a plan button, the start of the lead popup's small script). Every other route
// keeps the app shell (a loader until the app renders), saved as app.html, which firebase.json
// serves for paths without a file of their own. docs/architecture.md, "Páginas públicas estáticas".
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { hostingPolicy, missingScriptHashes } from '../../scripts/lib/content-security-policy.mjs';
import type * as prerenderEntry from '../src/app/prerender';

/** Where Hosting's headers, the Content-Security-Policy among them, are declared. */
const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

/** The sales page's lead script, an entry of the browser build (vite.config.ts). */
const LEAD_PAGE_SCRIPT = 'src/features/public-site/lead/lead-page-script.ts';

/** The error reports' sender (lib/client-errors/listen.ts imports it on the first error). */
const CLIENT_ERROR_SENDER = 'src/lib/client-errors/send.ts';

/** The dashboard's route root, whose chunks every signed-in screen loads. */
const DASHBOARD_ROOT = 'src/app/routes/dashboard-root.tsx';
/** The shell firebase.json serves under /dashboard (app.html serves the rest). */
const DASHBOARD_SHELL = 'dashboard.html';

/** The build-time entry, built for Node below and imported from that build. */
type PrerenderModule = typeof prerenderEntry;
type Rendered = Awaited<ReturnType<PrerenderModule['renderPage']>>;

/** The page's chunk and every chunk it imports statically, as files of the build. */
function chunksOf(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    entry.imports?.forEach(visit);
  };
  if (!manifest[source]) throw new Error(`Pré-renderização: ${source} não está no build`);
  visit(source);
  return [...seen];
}

/**
 * The lead popup's start on a page with plan buttons (`data-opens-lead`): its script (`src`, about
 * 3 kB) loads when the page is idle, or at the first hover, focus or press of a plan button; a
 * press is held (the link would go straight to the checkout) and opens the popup once the script
 * is there. Without JavaScript the link does go to the checkout.
 */
function leadScript(src: string): string {
  // The script's address rides on a data attribute, so the inline code is the same text in every
  // build and its hash in the Content-Security-Policy (firebase.json) stays valid.
  return (
    `<script data-lead-src="${src}">(function(){var src=document.currentScript.dataset.leadSrc,ready;` +
    'function load(){return ready||(ready=import(src))}' +
    "function opener(e){return e.target&&e.target.closest?e.target.closest('[data-opens-lead]'):null}" +
    "document.addEventListener('click',function(e){if(!opener(e))return;e.preventDefault();" +
    'load().then(function(m){m.openLead()})});' +
    "['pointerover','focusin'].forEach(function(t){document.addEventListener(t,function(e){" +
    'if(opener(e))load()},{passive:true})});' +
    "('requestIdleCallback' in window?requestIdleCallback:setTimeout)(load)})()</script>"
  );
}

/**
 * Every inline script of the written pages must be allowed by its hash in the policy Hosting
 * serves (firebase.json): a script the policy does not name would simply not run in production.
 * The build stops and names the hashes to add (docs/decisions.md, "Content-Security-Policy").
 */
async function checkInlineScripts(outDir: string, files: string[]): Promise<void> {
  const firebaseJson: unknown = JSON.parse(await readFile(FIREBASE_JSON, 'utf8'));
  const policy = hostingPolicy(firebaseJson);
  const missing = new Map<string, string[]>();
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    for (const hash of missingScriptHashes(policy, html)) {
      missing.set(hash, [...(missing.get(hash) ?? []), file]);
    }
  }
  if (missing.size > 0) {
    const lines = [...missing].map(([hash, pages]) => `  ${hash} (${pages.join(', ')})`);
    throw new Error(
      `Content-Security-Policy: scripts inline sem o hash no script-src de firebase.json:\n${lines.join('\n')}\n` +
        'Acrescente-os ao script-src (e retire os que nenhuma página usa mais).',
    );
  }
}

/** The shell with the start-up chunks preloaded next to the entry script Vite already links. */
function withPreloads(template: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return template.replace('</head>', `${links.join('')}</head>`);
}

/**
 * Marks <html> with the stored session before the body paints, so the public header shows
 * 'Dashboard' or 'Entrar' from the first frame (lib/stored-session.ts).
 */
function withSessionMark(template: string, script: string): string {
  if (!template.includes('</title>')) throw new Error('Pré-renderização: index.html sem <title>');
  return template.replace('</title>', `</title><script>${script}</script>`);
}

/**
 * The year in the footer's rights line (marked `data-current-year`) is the visitor's, not the
 * build's: the HTML may be served for years.
 */
const CURRENT_YEAR_SCRIPT =
  '<script>document.querySelectorAll("[data-current-year]").forEach(function(line){' +
  'line.textContent=line.textContent.replace(/\\d{4}/,String(new Date().getFullYear()))})</script>';

/** The template with this markup in #root and its styles in <head>. */
function withContent(template: string, content: Rendered): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('Pré-renderização: index.html sem <div id="root">');
  return template
    .replace('</head>', `${content.styles}</head>`)
    .replace(root, `<div id="root">${content.html}</div>`);
}

function pageHtml(template: string, page: Rendered, leadSrc: string) {
  const html = withContent(
    template
      // The app's entry script and preloads: a public page loads none of them.
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
    page,
  );
  const scripts =
    CURRENT_YEAR_SCRIPT + (page.html.includes('data-opens-lead') ? leadScript(leadSrc) : '');
  return html.replace('</body>', `${scripts}</body>`);
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'escola:prerender-public-pages',
    // Only the browser build; the server build below runs this same config with isSsrBuild.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.resolve(config.root, '.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'warn',
        // Bundled whole, so Node runs exactly the code (and React/MUI builds) the browser runs.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          sourcemap: false,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const serverEntry = pathToFileURL(path.join(serverDir, 'prerender.mjs')).href;
        const { prerenderedPages, renderPage, renderAppLoader, markStoredSessionScript } =
          (await import(serverEntry)) as PrerenderModule;
        const template = withSessionMark(
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
          markStoredSessionScript,
        );
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const [entry, ...entryImports] = chunksOf(manifest, 'index.html');
        if (!entry) throw new Error('Pré-renderização: o build não tem o script de entrada');
        const leadSrc = `/${chunksOf(manifest, LEAD_PAGE_SCRIPT)[0]}`;
        // main.tsx imports the app in steps (dynamic imports): preload those chunks too.
        const startUp = [
          ...new Set(
            (manifest['index.html']?.dynamicImports ?? [])
              // The error reports' sender loads only when a page meets an error.
              .filter((key) => key !== CLIENT_ERROR_SENDER)
              .flatMap((key) => chunksOf(manifest, key)),
          ),
        ].filter((file) => file !== entry && !entryImports.includes(file));
        const shell = withContent(template, await renderAppLoader());
        await writeFile(path.join(outDir, 'app.html'), withPreloads(shell, startUp));
        // The dashboard's own shell also preloads what every signed-in screen needs (the frame,
        // the session, the Firebase SDKs): otherwise those start downloading only after the start
        // chunks have arrived and run, one slow-network round of ~180 kB later.
        const dashboardUp = chunksOf(manifest, DASHBOARD_ROOT).filter(
          (file) => file !== entry && !entryImports.includes(file) && !startUp.includes(file),
        );
        await writeFile(
          path.join(outDir, DASHBOARD_SHELL),
          withPreloads(shell, [...startUp, ...dashboardUp]),
        );
        for (const page of prerenderedPages) {
          const html = pageHtml(template, await renderPage(page.path), leadSrc);
          await writeFile(path.join(outDir, page.file), html);
        }
        await checkInlineScripts(outDir, [
          'app.html',
          DASHBOARD_SHELL,
          ...prerenderedPages.map((page) => page.file),
        ]);
        config.logger.info(`Pré-renderizadas: ${prerenderedPages.map((p) => p.path).join(' ')}`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
