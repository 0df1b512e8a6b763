// A course's class order, the progress a member made in it and where its main button leads.
// Order: the course document's `classOrder` (ids an admin arranged); classes it does not name
// (none until an admin first moves one) follow in creation order.

/** A course holds at most this many classes (the course page reads them in one bounded query). */
export const COURSE_CLASSES_MAX = 200;

export type OrderableClass = { id: string; createdAtMs: number };

/** The classes in course order. Ids in `classOrder` that no longer exist are skipped. */
export function orderCourseClasses<T extends OrderableClass>(
  classes: readonly T[],
  classOrder: readonly string[] | null | undefined,
): T[] {
  const rank = new Map<string, number>();
  (classOrder ?? []).forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  return [...classes].sort((a, b) => {
    const ra = rank.get(a.id);
    const rb = rank.get(b.id);
    if (ra !== undefined && rb !== undefined) return ra - rb;
    if (ra !== undefined) return -1;
    if (rb !== undefined) return 1;
    return a.createdAtMs - b.createdAtMs || a.id.localeCompare(b.id);
  });
}

/**
 * The order after moving one class a place up (-1) or down (+1); the same order when it is
 * already at that end or not in the list.
 */
export function moveInOrder(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

export type CourseProgress = {
  total: number;
  completed: number;
  /** Rounded percentage of the course's classes the member completed (0 with no classes). */
  percent: number;
  /** 'start' while nothing is completed ('Começar curso'), then 'continue' ('Continuar curso'). */
  action: 'start' | 'continue';
  /** Where the main button leads; null (button disabled) when the course has no classes. */
  targetId: string | null;
};

/**
 * Progress over the classes in course order. Completions of classes that left the course do
 * not count. The button goes to the first uncompleted class, or the last class when all are done.
 */
export function courseProgress(
  orderedIds: readonly string[],
  completedIds: ReadonlySet<string>,
): CourseProgress {
  const total = orderedIds.length;
  const completed = orderedIds.filter((id) => completedIds.has(id)).length;
  const firstOpen = orderedIds.find((id) => !completedIds.has(id));
  return {
    total,
    completed,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    action: completed === 0 ? 'start' : 'continue',
    targetId: firstOpen ?? orderedIds[total - 1] ?? null,
  };
}

/** The classes before and after one class in course order ('Anterior' / 'Próxima'). */
export function courseNeighbours<T extends { id: string }>(
  ordered: readonly T[],
  classId: string,
): { previous: T | null; next: T | null } {
  const index = ordered.findIndex((c) => c.id === classId);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
