// After the browser build, renders the public pages (src/app/routes/prerendered-pages.ts) to
// static HTML with their critical CSS, so a visitor sees the page before any JavaScript runs;
// main.tsx then hydrates it. Every other route keeps the empty shell, saved as app.html, which
// firebase.json serves for paths without a file of their own. docs/architecture.md, "Páginas
// públicas pré-renderizadas".
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { HOLD_CLICKS_SCRIPT } from '../src/app/pending-click.js';

type PrerenderModule = {
  prerenderedPages: readonly { path: string; file: string; source: string }[];
  renderPage: (path: string) => Promise<{ html: string; styles: string }>;
  markStoredSessionScript: string;
};

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
 * The app's scripts load after the first paint (or half a second, for a tab in the background):
 * requested with the HTML they would compete with the page's first paint on a slow connection,
 * and the page is already usable without them (links are real links).
 */
function deferredScripts(entry: string, preload: string[]): string {
  const hrefs = JSON.stringify(preload.map((file) => `/${file}`));
  return (
    `<script>${HOLD_CLICKS_SCRIPT}` +
    '(function(){var started=false,hrefs=' +
    hrefs +
    ',next=0;' +
    "function tag(type,href){var el=document.createElement(type==='script'?'script':'link');" +
    "if(type==='script'){el.type='module';el.src=href}else{el.rel='modulepreload';el.href=href}" +
    'el.crossOrigin="";return el}' +
    // Preloads go in batches, one task each: inserting some fifty at once was a long task of
    // its own on a slow phone.
    'function preloadSome(){var tags=document.createDocumentFragment();' +
    "hrefs.slice(next,next+8).forEach(function(href){tags.appendChild(tag('link',href))});" +
    'next+=8;document.head.appendChild(tags);if(next<hrefs.length)setTimeout(preloadSome,0)}' +
    'function start(){if(started)return;started=true;' +
    `document.head.appendChild(tag('script','/${entry}'));preloadSome()}` +
    // Two frames: the first paints the page, the callback of the second runs after that paint.
    'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});' +
    'setTimeout(start,500);})();</script>'
  );
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

function pageHtml(
  template: string,
  page: { html: string; styles: string },
  scripts: { entry: string; preload: string[] },
) {
  const head = template
    // The template's own entry script and preloads move into deferredScripts.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `${page.styles}</head>`);
  const root = '<div id="root"></div>';
  if (!head.includes(root)) throw new Error('Pré-renderização: index.html sem <div id="root">');
  return head
    .replace(root, `<div id="root">${page.html}</div>`)
    .replace(
      '</body>',
      `${CURRENT_YEAR_SCRIPT}${deferredScripts(scripts.entry, scripts.preload)}</body>`,
    );
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
        const { prerenderedPages, renderPage, markStoredSessionScript } = (await import(
          serverEntry
        )) as PrerenderModule;
        const template = withSessionMark(
          await readFile(path.join(outDir, 'index.html'), 'utf8'),
          markStoredSessionScript,
        );
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        const [entry, ...entryImports] = chunksOf(manifest, 'index.html');
        if (!entry) throw new Error('Pré-renderização: o build não tem o script de entrada');
        // main.tsx imports the app in steps (dynamic imports): preload those chunks too.
        const startUp = [
          ...new Set(
            (manifest['index.html']?.dynamicImports ?? []).flatMap((key) =>
              chunksOf(manifest, key),
            ),
          ),
        ].filter((file) => file !== entry && !entryImports.includes(file));
        const appChunks = [...entryImports, ...startUp];
        await writeFile(path.join(outDir, 'app.html'), withPreloads(template, startUp));
        for (const page of prerenderedPages) {
          const preload = [...new Set([...appChunks, ...chunksOf(manifest, page.source)])];
          const html = pageHtml(template, await renderPage(page.path), { entry, preload });
          await writeFile(path.join(outDir, page.file), html);
        }
        config.logger.info(`Pré-renderizadas: ${prerenderedPages.map((p) => p.path).join(' ')}`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
