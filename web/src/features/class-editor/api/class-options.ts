// What the class form offers: themes, main themes and the weekly classes an insight may refer to.
import { CATALOG_SHARD_IDS, catalogShardSchema, COLLECTIONS } from '@app/domain';
import { doc, getDoc } from 'firebase/firestore';
import { fetchThemeOptions, type ThemeOption } from '@/lib/content';
import { firestore } from '@/lib/firestore';

export type WeeklyOption = { id: string; classNumber: number; title: string };

export type ClassOptionLists = {
  themes: ThemeOption[];
  mainThemes: ThemeOption[];
  weekly: WeeklyOption[];
};

/**
 * Every weekly class, sorted by number, for 'Aula Referente'. Read from the catalogue index
 * (packages/domain/src/entities/catalog.ts): two documents whatever the number of classes,
 * instead of one read per class.
 */
async function fetchWeeklyOptions(): Promise<WeeklyOption[]> {
  const shards = await Promise.all(
    CATALOG_SHARD_IDS.map((id) => getDoc(doc(firestore, COLLECTIONS.catalog, id))),
  );
  const options: WeeklyOption[] = [];
  for (const shard of shards) {
    if (!shard.exists()) continue;
    const { entries } = catalogShardSchema.parse(shard.data());
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.type === 'SEMANAL' && typeof entry.classNumber === 'number') {
        options.push({ id, classNumber: entry.classNumber, title: entry.title });
      }
    }
  }
  return options.sort((a, b) => a.classNumber - b.classNumber);
}

/** A failed read of one list is logged and leaves that list empty; the form still opens. */
function orEmpty<T>(promise: Promise<T[]>, what: string): Promise<T[]> {
  return promise.catch((error: unknown) => {
    console.error(`Falha ao carregar ${what}`, error);
    return [];
  });
}

/** The form's three lists, read together when the page opens. */
export async function fetchClassOptions(): Promise<ClassOptionLists> {
  const [themes, mainThemes, weekly] = await Promise.all([
    orEmpty(fetchThemeOptions(COLLECTIONS.themes), 'temas'),
    orEmpty(fetchThemeOptions(COLLECTIONS.mainThemes), 'temas principais'),
    orEmpty(fetchWeeklyOptions(), 'aulas semanais'),
  ]);
  return { themes, mainThemes, weekly };
}
