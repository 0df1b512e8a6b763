import type { ClassType } from '@app/domain';
import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { classesCollection, liveClassList, type ClassDoc } from '@/lib/content';

/** Cards in a dashboard row (two rows of four on a wide screen). */
export const ROW_SIZE = 8;
/** Cards per page of the weekly list. */
export const WEEKLY_PAGE_SIZE = 24;

/** Live: the newest weekly classes (by number) or insights (by date), bounded. */
export function latestClasses(type: Extract<ClassType, 'SEMANAL' | 'INSIGHT'>, count: number) {
  const by = type === 'SEMANAL' ? 'classNumber' : 'createdAt';
  return liveClassList(
    `type=${type}&by=${by}-desc&limit=${count}`,
    query(classesCollection(), where('type', '==', type), orderBy(by, 'desc'), limit(count)),
  );
}

export type WeeklyPage = {
  classes: ClassDoc[];
  /** Where the next page starts; null when this was the last one. */
  cursor: QueryDocumentSnapshot<ClassDoc> | null;
};

/**
 * One page of weekly classes, newest number first, optionally of one main theme. Not a Read: the
 * list grows a page at a time from a cursor (useWeeklyPages keeps the pages).
 */
export async function fetchWeeklyPage(
  mainThemeId: string | null,
  after: QueryDocumentSnapshot<ClassDoc> | null,
): Promise<WeeklyPage> {
  const constraints = [
    where('type', '==', 'SEMANAL' satisfies ClassType),
    ...(mainThemeId ? [where('mainThemeId', '==', mainThemeId)] : []),
    orderBy('classNumber', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(WEEKLY_PAGE_SIZE + 1),
  ];
  const snap = await getDocs(query(classesCollection(), ...constraints));
  const docs = snap.docs.slice(0, WEEKLY_PAGE_SIZE);
  return {
    classes: docs.map((d) => d.data()),
    cursor: snap.docs.length > WEEKLY_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}
