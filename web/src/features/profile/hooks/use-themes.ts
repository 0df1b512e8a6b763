import { COLLECTIONS } from '@app/domain';
import { onSnapshot } from 'firebase/firestore';
import { themesByName, type ThemeOption } from '@/lib/content';
import { useLiveSnapshot } from '@/lib/use-live-snapshot';

/** Live list of interest themes; an empty list while loading or when the read fails (logged). */
export function useThemes(): { themes: ThemeOption[]; loading: boolean } {
  const themes = useLiveSnapshot<ThemeOption[]>(COLLECTIONS.themes, (onData, onError) =>
    onSnapshot(
      themesByName(COLLECTIONS.themes),
      (snapshot) => onData(snapshot.docs.map((d) => d.data())),
      onError,
    ),
  );
  return {
    themes: themes.status === 'ready' ? themes.data : [],
    loading: themes.status === 'loading',
  };
}
