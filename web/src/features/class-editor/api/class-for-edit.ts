import { OPEN_CLASS_TYPES } from '@app/domain';
import { limit, query, where } from 'firebase/firestore';
import { classesCollection, readClassList } from '@/lib/content';
import { mapRead } from '@/lib/use-read';

/**
 * The weekly class or insight behind a slug, read once (the form starts from it), or null.
 * Course classes are edited from their course.
 */
export const classForEdit = (slug: string) =>
  mapRead(
    readClassList(
      `type=in-${OPEN_CLASS_TYPES.join(',')}&slug=${slug}&limit=1`,
      query(
        classesCollection(),
        where('type', 'in', [...OPEN_CLASS_TYPES]),
        where('slug', '==', slug),
        limit(1),
      ),
    ),
    'first',
    (classes) => classes[0] ?? null,
  );
