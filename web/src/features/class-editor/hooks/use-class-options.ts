import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firestore';
import {
  fetchMainThemes,
  fetchThemes,
  fetchWeeklyOptions,
  type Option,
  type WeeklyOption,
} from '../api/class-options';

export type ClassOptions = {
  themes: Option[];
  mainThemes: Option[];
  weekly: WeeklyOption[];
  loading: boolean;
};

const EMPTY: ClassOptions = { themes: [], mainThemes: [], weekly: [], loading: true };

/** A failed read of one list is logged and leaves that list empty. */
function orEmpty<T>(promise: Promise<T[]>, what: string): Promise<T[]> {
  return promise.catch((error: unknown) => {
    console.error(`Falha ao carregar ${what}`, error);
    return [];
  });
}

/** The form's choices, read once when the page opens. */
export function useClassOptions(): ClassOptions {
  const [options, setOptions] = useState<ClassOptions>(EMPTY);
  useEffect(() => {
    let active = true;
    void Promise.all([
      orEmpty(fetchThemes(firestore), 'temas'),
      orEmpty(fetchMainThemes(firestore), 'temas principais'),
      orEmpty(fetchWeeklyOptions(firestore), 'aulas semanais'),
    ]).then(([themes, mainThemes, weekly]) => {
      if (active) setOptions({ themes, mainThemes, weekly, loading: false });
    });
    return () => {
      active = false;
    };
  }, []);
  return options;
}
