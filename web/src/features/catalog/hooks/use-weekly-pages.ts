import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassDoc } from '@/lib/content';
import { fetchWeeklyPage } from '../api/class-lists';

type State = {
  key: string;
  classes: ClassDoc[];
  cursor: QueryDocumentSnapshot<ClassDoc> | null;
  status: 'loading' | 'idle' | 'error';
  done: boolean;
};

/**
 * The weekly list, a page at a time (one-shot reads with a cursor: a live listener over a growing
 * list would re-read every loaded page on each change). `themeId` null = every theme.
 */
export function useWeeklyPages(themeId: string | null) {
  const key = themeId ?? '';
  const [state, setState] = useState<State>({
    key,
    classes: [],
    cursor: null,
    status: 'loading',
    done: false,
  });
  const busy = useRef(false);

  const load = useCallback(
    async (reset: boolean, current: State) => {
      if (busy.current && !reset) return;
      busy.current = true;
      setState((s) => ({
        ...(reset ? { ...s, key, classes: [], cursor: null } : s),
        status: 'loading',
      }));
      try {
        const page = await fetchWeeklyPage(themeId, reset ? null : current.cursor);
        setState((s) =>
          s.key !== key && !reset
            ? s
            : {
                key,
                classes: reset ? page.classes : [...s.classes, ...page.classes],
                cursor: page.cursor,
                status: 'idle',
                done: page.cursor === null,
              },
        );
      } catch (error) {
        console.error('Falha ao carregar as aulas semanais', error);
        setState((s) => ({ ...s, status: 'error' }));
      } finally {
        busy.current = false;
      }
    },
    [key, themeId],
  );

  useEffect(() => {
    void load(true, state);
    // Only a change of filter restarts the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = state.key === key ? state : { ...state, classes: [], status: 'loading' as const };
  return {
    classes: current.classes,
    loading: current.status === 'loading',
    failed: current.status === 'error',
    done: current.done,
    loadMore: () => {
      if (!current.done && current.status !== 'loading') void load(false, current);
    },
  };
}
