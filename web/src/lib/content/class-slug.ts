import { buildClassSlug, COLLECTIONS } from '@app/domain';
import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';

/** A fresh slug is drawn again if, against all odds, the first one is taken. */
const SLUG_ATTEMPTS = 3;

/** title slug + 8 random characters, checked against the stored slugs. */
export async function uniqueSlug(db: Firestore, title: string): Promise<string> {
  let slug = buildClassSlug(title);
  for (let attempt = 1; attempt < SLUG_ATTEMPTS; attempt++) {
    const taken = await getDocs(
      query(collection(db, COLLECTIONS.classes), where('slug', '==', slug), limit(1)),
    );
    if (taken.empty) return slug;
    slug = buildClassSlug(title);
  }
  return slug;
}
