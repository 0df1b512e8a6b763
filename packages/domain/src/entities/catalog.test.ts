import { describe, expect, it } from 'vitest';
import {
  CATALOG_SHARD_IDS,
  catalogShardId,
  normalizeSearchText,
  searchCatalog,
  toCatalogEntry,
  type CatalogEntry,
} from './catalog';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const entry = (over: Partial<CatalogEntry> & { title: string }): CatalogEntry => ({
  slug: 's',
  type: 'SEMANAL',
  classNumber: null,
  mainThemeId: null,
  mainThemeName: null,
  duration: null,
  coverUrl: null,
  createdAt: at('2026-01-01T00:00:00Z'),
  search: normalizeSearchText(over.title),
  ...over,
});

describe('catalog', () => {
  it('normalizes case, accents and spaces', () => {
    expect(normalizeSearchText('  Gestão   FINANCEIRA ')).toBe('gestao financeira');
  });

  it('puts every id in a known shard, always the same one', () => {
    for (const id of ['a', 'class-1', 'xYz0123456789']) {
      expect(CATALOG_SHARD_IDS).toContain(catalogShardId(id));
      expect(catalogShardId(id)).toBe(catalogShardId(id));
    }
  });

  it('never indexes course classes', () => {
    const base = {
      slug: 's',
      title: 'Aula de curso',
      classNumber: null,
      mainThemeId: null,
      mainThemeName: null,
      duration: null,
      coverUrl: null,
      createdAt: at('2026-01-01T00:00:00Z'),
    };
    expect(toCatalogEntry({ ...base, type: 'CURSO' })).toBeNull();
    expect(toCatalogEntry({ ...base, type: 'INSIGHT' })?.search).toBe('aula de curso');
  });

  it('finds by any part of the title, ignoring accents, weekly first then insights', () => {
    const entries = {
      w1: entry({ title: 'Finanças Pessoais', classNumber: 1, mainThemeId: 'fin' }),
      w2: entry({ title: 'Planejamento financeiro', classNumber: 2, mainThemeId: 'fin' }),
      i1: entry({
        title: 'Insight: finança rápida',
        type: 'INSIGHT',
        createdAt: at('2026-02-01T00:00:00Z'),
      }),
      x: entry({ title: 'Marketing digital', classNumber: 3, mainThemeId: 'mkt' }),
    };
    expect(searchCatalog(entries, 'FINANC').map((h) => h.id)).toEqual(['w2', 'w1', 'i1']);
    expect(searchCatalog(entries, 'financas pess').map((h) => h.id)).toEqual(['w1']);
    expect(searchCatalog(entries, '', 'mkt').map((h) => h.id)).toEqual(['x']);
    expect(searchCatalog(entries, 'inexistente')).toEqual([]);
  });
});
