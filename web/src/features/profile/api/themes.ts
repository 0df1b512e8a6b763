import { COLLECTIONS, themeSchema } from '@app/domain';
import {
  collection,
  orderBy,
  query,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type ThemeOption = { id: string; name: string };

const themeConverter: FirestoreDataConverter<ThemeOption> = {
  toFirestore: ({ name }) => ({ name }),
  fromFirestore: (snapshot) => ({ id: snapshot.id, ...themeSchema.parse(snapshot.data()) }),
};

/** themes/* sorted by name, the options of the profile's interest themes. */
export function themesByNameQuery(firestore: Firestore): Query<ThemeOption> {
  return query(
    collection(firestore, COLLECTIONS.themes).withConverter(themeConverter),
    orderBy('name'),
  );
}

/** Live list of themes; an empty list while loading or when the read fails (only logged). */
export function useThemes(): { themes: ThemeOption[]; loading: boolean } {
  const firestore = useFirestore();
  const themesQuery = useMemo(() => themesByNameQuery(firestore), [firestore]);
  const result = useFirestoreCollectionData(themesQuery);
  if (result.status === 'error') console.error('Falha ao carregar temas', result.error);
  return { themes: result.data ?? [], loading: result.status === 'loading' };
}
