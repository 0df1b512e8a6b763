import { COLLECTIONS } from '@app/domain';
import { liveThemeOptions, type ThemeOption } from '@/lib/content';
import { useRead } from '@/lib/use-read';

/** Live list of interest themes; an empty list while loading or when the read fails (logged). */
export function useThemes(): { themes: ThemeOption[]; loading: boolean } {
  const themes = useRead(liveThemeOptions(COLLECTIONS.themes));
  return {
    themes: themes.status === 'ready' ? themes.data : [],
    loading: themes.status === 'loading',
  };
}
