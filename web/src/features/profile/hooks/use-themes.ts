import { COLLECTIONS, themeSchema } from '@app/domain';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';

export type ThemeOption = { id: string; name: string };

/** Bounds the read; the platform has eight topics, admins may add a few more. */
const THEMES_LIST_LIMIT = 100;

const themeConverter: FirestoreDataConverter<ThemeOption> = {
  toFirestore: ({ name }) => ({ name }),
  fromFirestore: (snapshot) => ({ id: snapshot.id, ...themeSchema.parse(snapshot.data()) }),
};

/** themes/* sorted by name, the options of the profile's interest themes. */
export function themesByNameQuery(firestore: Firestore): Query<ThemeOption> {
  return query(
    collection(firestore, COLLECTIONS.themes).withConverter(themeConverter),
    orderBy('name'),
    limit(THEMES_LIST_LIMIT),
  );
}

/** Live list of themes; an empty list while loading or when the read fails (only logged). */
export function useThemes(): { themes: ThemeOption[]; loading: boolean } {
  const firestore = useFirestore();
  const themes = useLiveSnapshot<ThemeOption[]>('themes', (onData, onError) =>
    onSnapshot(
      themesByNameQuery(firestore),
      (snapshot) => onData(snapshot.docs.map((d) => d.data())),
      onError,
    ),
  );
  return {
    themes: themes.status === 'ready' ? themes.data : [],
    loading: themes.status === 'loading',
  };
}
