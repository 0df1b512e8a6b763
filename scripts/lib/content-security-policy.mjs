// The site's Content-Security-Policy, read from where Hosting serves it (firebase.json, the header
// of every path) and adapted for the places that serve the emulator build: the Hosting emulator of
// the tests and benchmarks (emulator-hosting-config.mjs), Vite's dev server and its preview
// (web/vite.config.ts). The build checks that every inline script of the built pages has its
// hash in the policy (web/build/prerender-public-pages.ts); docs/decisions.md, "Content-Security-
// Policy", says why each directive is what it is.
import { createHash } from 'node:crypto';

export const CSP_HEADER = 'Content-Security-Policy';

/** The policy of firebase.json: the header every path ("source": "**") gets. */
export function hostingPolicy(firebaseJson) {
  for (const rule of firebaseJson.hosting?.headers ?? []) {
    const header = rule.headers?.find((h) => h.key === CSP_HEADER);
    if (header && rule.source === '**') return header.value;
  }
  throw new Error(`firebase.json: nenhum cabeçalho ${CSP_HEADER} em "source": "**"`);
}

/** Directive name → its sources, in the policy's order. */
export function parsePolicy(policy) {
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function serializePolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy with these sources added to a directive (created if absent). */
export function withSources(policy, additions) {
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...current, ...sources.filter((s) => !current.includes(s))]);
  }
  return serializePolicy(directives);
}

/**
 * The emulator build's policy: the production one plus the local emulators the app connects to
 * (Auth, Firestore, Functions, Storage; images and downloads from the Storage emulator).
 */
export function emulatorPolicy(policy, emulators) {
  const origin = (name) => `http://${emulators[name].host}:${emulators[name].port}`;
  const local = ['auth', 'firestore', 'functions', 'storage']
    .filter((name) => emulators[name])
    .map(origin);
  return withSources(policy, {
    'connect-src': local,
    'img-src': emulators.storage ? [origin('storage')] : [],
  });
}

/** The CSP source of a script's text: 'sha256-<base64>'. */
export const scriptHash = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each inline <script> (no src) of a page. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((text) => text.length > 0);
}

/** The hashes of a page's inline scripts that the policy's script-src does not allow. */
export function missingScriptHashes(policy, html) {
  const allowed = new Set(parsePolicy(policy).get('script-src') ?? []);
  return [...new Set(inlineScripts(html).map(scriptHash))].filter((hash) => !allowed.has(hash));
}
