import { OPEN_CLASS_TYPES } from '@app/domain';
import { getDocs, limit, query, where } from 'firebase/firestore';
import { classesCollection, type ClassDoc } from '@/lib/content';

/**
 * The weekly class or insight behind a slug, read once (the form starts from it), or null.
 * Course classes are edited from their course.
 */
export async function fetchClassForEdit(slug: string): Promise<ClassDoc | null> {
  const snapshot = await getDocs(
    query(
      classesCollection(),
      where('type', 'in', [...OPEN_CLASS_TYPES]),
      where('slug', '==', slug),
      limit(1),
    ),
  );
  return snapshot.docs[0]?.data() ?? null;
}
