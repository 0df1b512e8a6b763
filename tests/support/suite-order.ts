import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The rules checks first (their own project: they fire no trigger), then the suites that wait for
// triggers (functions, the seed's totals) on a functions emulator nobody has loaded yet, then
// Storage, whose writes queue trigger work nobody waits for, then the checks of the web build,
// which is made beside the first suites (scripts/test-emulators.mjs) and is long done by then.
// Within a group, Vitest's own order; files of no group last.
const GROUPS = [
  '/rules/',
  '/functions/',
  '/seed/',
  '/storage-runtime/',
  '/storage/',
  '/web-build/',
];

const rank = (file: TestSpecification) => {
  const index = GROUPS.findIndex((group) => file.moduleId.includes(group));
  return index === -1 ? GROUPS.length : index;
};

export class QuietTriggersOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
