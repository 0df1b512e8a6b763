import { searchCatalog, type CatalogHit } from '@app/domain';
import { useState } from 'react';
import { useReadOnce } from '@/lib/use-read-once';
import { fetchCatalog } from '../api/class-lists';

/**
 * Search over the whole catalogue of weekly classes and insights. The index shards are read
 * once, the first time the user searches (so the plain list costs no extra reads), and every
 * keystroke after that filters in memory.
 */
export function useCatalogSearch(query: string, themeId: string | null) {
  const active = query.trim() !== '';
  const [needed, setNeeded] = useState(active);
  if (active && !needed) setNeeded(true);
  const catalog = useReadOnce(
    needed ? 'catalog' : 'catalog:not-needed',
    needed ? fetchCatalog : null,
  );

  const hits: CatalogHit[] =
    active && catalog.status === 'ready' ? searchCatalog(catalog.data, query, themeId) : [];
  return {
    active,
    loading: active && catalog.status === 'loading',
    failed: catalog.status === 'error',
    hits,
  };
}
