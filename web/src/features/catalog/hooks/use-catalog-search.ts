import { searchCatalog, type CatalogEntry, type CatalogHit } from '@app/domain';
import { useEffect, useState } from 'react';
import { fetchCatalog } from '../api/class-lists';

type Catalog =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; entries: Record<string, CatalogEntry> };

/**
 * Search over the whole catalogue of weekly classes and insights. The index shards are read
 * once, the first time the user searches (so the plain list costs no extra reads), and every
 * keystroke after that filters in memory.
 */
export function useCatalogSearch(query: string, themeId: string | null) {
  const active = query.trim() !== '';
  const [catalog, setCatalog] = useState<Catalog>({ status: 'idle' });

  useEffect(() => {
    if (!active || catalog.status !== 'idle') return;
    setCatalog({ status: 'loading' });
    fetchCatalog()
      .then((entries) => setCatalog({ status: 'ready', entries }))
      .catch((error: unknown) => {
        console.error('Falha ao carregar o catálogo', error);
        setCatalog({ status: 'error' });
      });
  }, [active, catalog.status]);

  const hits: CatalogHit[] =
    active && catalog.status === 'ready' ? searchCatalog(catalog.entries, query, themeId) : [];
  return {
    active,
    loading: active && (catalog.status === 'loading' || catalog.status === 'idle'),
    failed: catalog.status === 'error',
    hits,
  };
}
