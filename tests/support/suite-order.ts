import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The suites that wait for triggers (functions, then the seed's totals) run first, on a quiet
// functions emulator; the rules and Storage checks, whose writes only queue trigger work nobody
// waits for, run after them. Within a group, Vitest's own order.
const GROUPS = ['/functions/', '/seed/', '/storage-runtime/', '/rules/', '/storage/'];

const rank = (file: TestSpecification) => {
  const index = GROUPS.findIndex((group) => file.moduleId.includes(group));
  return index === -1 ? GROUPS.length : index;
};

export class TriggerSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
