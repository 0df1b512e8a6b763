import { themeSchema, type COLLECTIONS, type Theme } from '@app/domain';
import { collection, getDocs, limit, orderBy, query, type Query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';

/** themes/* (a class's related themes, a profile's interests) or mainThemes/* (its main theme). */
export type ThemeKind = typeof COLLECTIONS.themes | typeof COLLECTIONS.mainThemes;
export type ThemeOption = WithId<Theme>;

/** Bounds the read; the platform has eight topics, admins may add a few more. */
const THEME_LIST_LIMIT = 100;

const themeConverter = schemaConverter(themeSchema);

/** One kind of theme, sorted by name, as the choices of a select or a picker. */
export function themesByName(kind: ThemeKind): Query<ThemeOption> {
  return query(
    collection(firestore, kind).withConverter(themeConverter),
    orderBy('name'),
    limit(THEME_LIST_LIMIT),
  );
}

export async function fetchThemeOptions(kind: ThemeKind): Promise<ThemeOption[]> {
  const snapshot = await getDocs(themesByName(kind));
  return snapshot.docs.map((d) => d.data());
}
