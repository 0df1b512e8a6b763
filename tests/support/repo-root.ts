// The repository's root, for suites that read its files (rules, the build) or run its tools.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
