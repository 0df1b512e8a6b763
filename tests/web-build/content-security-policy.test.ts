// The Content-Security-Policy Hosting serves (firebase.json) against the build the Hosting
// emulator serves: every inline script of every built page is allowed by its hash, and the policy
// names no hash that no page uses any more. Also the policy's shape (no inline scripts, no
// plugins, no framing, reports sent) and the emulators' variant (only the local emulators added).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFirebaseConfig } from '../../scripts/emulators/emulator-hosting-config.mjs';
import {
  hostingPolicy,
  inlineScripts,
  missingScriptHashes,
  parsePolicy,
  scriptHash,
} from '../../scripts/lib/content-security-policy.mjs';
import { repoRoot } from '../support/repo-root';
import { distDir } from './built-dist';

const firebaseJson = JSON.parse(
  readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8'),
) as Record<string, unknown> & { emulators: Record<string, { host: string; port: number }> };
const policy = hostingPolicy(firebaseJson);
const directives = parsePolicy(policy);
const pages = readdirSync(distDir).filter((file) => file.endsWith('.html'));

describe('Content-Security-Policy', () => {
  it.each(pages)("%s: every inline script's hash is in script-src", (page) => {
    const html = readFileSync(path.join(distDir, page), 'utf8');
    expect(missingScriptHashes(policy, html)).toEqual([]);
  });

  it('names no hash that no built page uses', () => {
    const used = new Set(
      pages.flatMap((page) =>
        inlineScripts(readFileSync(path.join(distDir, page), 'utf8')).map(scriptHash),
      ),
    );
    const hashes = (directives.get('script-src') ?? []).filter((s) => s.startsWith("'sha256-"));
    expect(hashes.filter((hash) => !used.has(hash))).toEqual([]);
    expect(hashes.length).toBeGreaterThan(0);
  });

  it('allows no inline script, plugin, foreign base or framing, and reports violations', () => {
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')?.[0]).toBe("'self'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube.com',
      'https://pay.hotmart.com',
      'https://checkout.hotmart.com',
    ]);
    expect(directives.get('report-uri')).toEqual(['/api/csp-report']);
    expect(directives.get('report-to')).toEqual(['csp']);
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('the emulators serve the same policy plus the local emulators, and no extension', () => {
    const config = emulatorFirebaseConfig(firebaseJson) as typeof firebaseJson;
    expect(config['extensions']).toBeUndefined();
    const local = parsePolicy(hostingPolicy(config));
    const { auth, firestore, functions, storage } = firebaseJson.emulators;
    expect(local.get('connect-src')).toEqual([
      ...(directives.get('connect-src') ?? []),
      ...[auth, firestore, functions, storage].map((e) => `http://${e!.host}:${e!.port}`),
    ]);
    expect(local.get('script-src')).toEqual(directives.get('script-src'));
    expect(local.get('frame-src')).toEqual(directives.get('frame-src'));
  });
});
