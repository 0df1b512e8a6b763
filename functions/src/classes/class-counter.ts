/**
 * What counters/classNumber becomes when the weekly class holding its number is deleted: the
 * newest remaining weekly class (by classNumber), or 0 and no class when none is left, so the
 * next weekly class an admin creates takes the number right after it.
 */
export function nextCounterAfterDelete(remaining: { id: string; classNumber: unknown }[]): {
  last: number;
  classId: string | null;
} {
  const newest = remaining.find(
    (cls) => typeof cls.classNumber === 'number' && Number.isInteger(cls.classNumber),
  );
  return newest
    ? { last: newest.classNumber as number, classId: newest.id }
    : { last: 0, classId: null };
}
