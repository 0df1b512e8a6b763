import { searchCatalog, type CatalogHit } from '@app/domain';
import { useState } from 'react';
import { catalogEntries } from '@/lib/content';
import { useRead } from '@/lib/use-read';

/**
 * Search over the whole catalogue of weekly classes and insights. The index shards are read
 * once, the first time the user searches (so the plain list costs no extra reads), and every
 * keystroke after that filters in memory.
 */
export function useCatalogSearch(query: string, themeId: string | null) {
  const active = query.trim() !== '';
  const [needed, setNeeded] = useState(active);
  if (active && !needed) setNeeded(true);
  const catalog = useRead(needed ? catalogEntries() : null);

  const hits: CatalogHit[] =
    active && catalog.status === 'ready' ? searchCatalog(catalog.data, query, themeId) : [];
  return {
    active,
    loading: active && catalog.status === 'loading',
    failed: catalog.status === 'error',
    hits,
  };
}
