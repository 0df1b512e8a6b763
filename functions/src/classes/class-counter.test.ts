import { describe, expect, it } from 'vitest';
import { nextCounterAfterDelete } from './class-counter';

describe('nextCounterAfterDelete', () => {
  it('points at the newest remaining weekly class', () => {
    expect(
      nextCounterAfterDelete([
        { id: 'semanal-11', classNumber: 11 },
        { id: 'semanal-10', classNumber: 10 },
      ]),
    ).toEqual({ last: 11, classId: 'semanal-11' });
  });

  it('skips a class without a number', () => {
    expect(
      nextCounterAfterDelete([
        { id: 'sem-numero', classNumber: null },
        { id: 'semanal-2', classNumber: 2 },
      ]),
    ).toEqual({ last: 2, classId: 'semanal-2' });
  });

  it('starts over at 0 when no weekly class is left', () => {
    expect(nextCounterAfterDelete([])).toEqual({ last: 0, classId: null });
  });
});
