// What the class form offers: themes, main themes and the weekly classes an insight may refer to.
import { COLLECTIONS, type CatalogEntry } from '@app/domain';
import { catalogEntries, themeOptions } from '@/lib/content';
import { mapRead } from '@/lib/use-read';

export type WeeklyOption = { id: string; classNumber: number; title: string };

/** Every weekly class of the catalogue index, sorted by number. */
function weeklyOptionsOf(entries: Record<string, CatalogEntry>): WeeklyOption[] {
  const options: WeeklyOption[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.type === 'SEMANAL' && typeof entry.classNumber === 'number') {
      options.push({ id, classNumber: entry.classNumber, title: entry.title });
    }
  }
  return options.sort((a, b) => a.classNumber - b.classNumber);
}

/**
 * The form's three lists, each read once when the page opens: 'Temas Relacionados', 'Tema
 * Principal' and 'Aula Referente' (every weekly class, from the catalogue index: two documents
 * whatever the number of classes, instead of one read per class).
 */
export const classOptionReads = () => ({
  themes: themeOptions(COLLECTIONS.themes),
  mainThemes: themeOptions(COLLECTIONS.mainThemes),
  weekly: mapRead(catalogEntries(), 'weekly-options', weeklyOptionsOf),
});
