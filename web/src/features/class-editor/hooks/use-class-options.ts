import { useReadOnce } from '@/lib/use-read-once';
import { fetchClassOptions, type ClassOptionLists } from '../api/class-options';

export type ClassOptions = ClassOptionLists & { loading: boolean };

const NONE: ClassOptionLists = { themes: [], mainThemes: [], weekly: [] };

/** The form's choices, read once when the page opens. */
export function useClassOptions(): ClassOptions {
  const read = useReadOnce('class-options', fetchClassOptions);
  return read.status === 'ready'
    ? { ...read.data, loading: false }
    : { ...NONE, loading: read.status === 'loading' };
}
