import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The rules checks first (their own project: they fire no trigger), then the suites that wait for
// triggers (functions, the seed's totals) on a functions emulator nobody has loaded yet, then
// Storage, whose writes queue trigger work nobody waits for. Within a group, Vitest's own order.
const GROUPS = ['/rules/', '/functions/', '/seed/', '/storage-runtime/', '/storage/'];

const rank = (file: TestSpecification) => {
  const index = GROUPS.findIndex((group) => file.moduleId.includes(group));
  return index === -1 ? GROUPS.length : index;
};

export class QuietTriggersOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
