import type { ThemeOption } from '@/lib/content';
import { useRead } from '@/lib/use-read';
import { classOptionReads, type WeeklyOption } from '../api/class-options';

export type ClassOptions = {
  themes: ThemeOption[];
  mainThemes: ThemeOption[];
  weekly: WeeklyOption[];
  loading: boolean;
};

/**
 * The form's choices, read once when the page opens. A failed list is logged (by useRead) and
 * stays empty; the form still opens.
 */
export function useClassOptions(): ClassOptions {
  const reads = classOptionReads();
  const themes = useRead(reads.themes);
  const mainThemes = useRead(reads.mainThemes);
  const weekly = useRead(reads.weekly);
  return {
    themes: themes.status === 'ready' ? themes.data : [],
    mainThemes: mainThemes.status === 'ready' ? mainThemes.data : [],
    weekly: weekly.status === 'ready' ? weekly.data : [],
    loading: [themes, mainThemes, weekly].some((read) => read.status === 'loading'),
  };
}
