// The build these checks read: the one the Hosting emulator serves (WEB_DIST_DIR picks another;
// default web/dist). `npm run test:emulators` makes it beside the first suites, so importing this
// waits until it is there (scripts/lib/web-build-status.mjs).
import path from 'node:path';
import { waitForWebBuild } from '../../scripts/lib/web-build-status.mjs';
import { repoRoot } from '../support/repo-root';

await waitForWebBuild();

export const distDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'web/dist');
