import { classMessages, COLLECTIONS } from '@app/domain';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { themeOptions } from '@/lib/content';
import { SearchField } from '@/components/form/search-field';
import { useRead } from '@/lib/use-read';
import { ClassGrid, SkeletonGrid } from './class-grid';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import { useWeeklyPages } from '../hooks/use-weekly-pages';
import { catalogMessages as t } from '../messages';

/** Skeleton cards while the weekly list loads. */
const LIST_SKELETONS = 8;
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /dashboard/aulas-semanais: every weekly class, 24 at a time, with a search over the whole
 * catalogue (weekly classes and insights) and a main-theme filter. Both live in the address
 * (?q=, ?tema=), so a reload or the back button keeps them.
 */
export default function WeeklyClassesPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const themeId = params.get('tema') || null;
  const [typed, setTyped] = useState(query);

  useEffect(() => {
    if (typed === query) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim()) next.set('q', typed);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query, setParams]);

  const setTheme = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('tema', id);
        else next.delete('tema');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.weeklyPageTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <SearchField
          label={t.search}
          placeholder={t.searchPlaceholder}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ flex: 2 }}
        />
        <ThemeFilter value={themeId ?? ''} onChange={setTheme} />
      </Stack>
      {query.trim() ? (
        <SearchResults query={query} themeId={themeId} />
      ) : (
        <WeeklyList themeId={themeId} />
      )}
    </Box>
  );
}

function ThemeFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const read = useRead(themeOptions(COLLECTIONS.mainThemes));
  const themes = read.status === 'ready' ? read.data : [];
  // Until the themes arrive, keep a selected value valid for the select.
  const options = value && !themes.some((theme) => theme.id === value) ? [] : themes;
  return (
    <TextField
      select
      label={t.mainTheme}
      value={options.length || !value ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: 1, minWidth: 200 }}
    >
      <MenuItem value="">{t.allThemes}</MenuItem>
      {options.map((theme) => (
        <MenuItem key={theme.id} value={theme.id}>
          {theme.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function WeeklyList({ themeId }: { themeId: string | null }) {
  const { classes, loading, failed, done, loadMore } = useWeeklyPages(themeId);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  // The next page loads as the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || done) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [done, classes.length]);

  if (loading && classes.length === 0) {
    return <SkeletonGrid count={LIST_SKELETONS} label={t.weeklyPageTitle} />;
  }
  if (failed && classes.length === 0) return <Alert severity="error">{t.loadError}</Alert>;
  if (classes.length === 0) {
    return themeId ? (
      <EmptyState title={t.noResults('')} description={t.noResultsHint} />
    ) : (
      <EmptyState
        title={classMessages.emptyWeeklyTitle}
        description={classMessages.emptyWeeklyDescription}
      />
    );
  }
  return (
    <>
      <ClassGrid classes={classes} />
      <div ref={sentinel} />
      {done ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={loadMore} disabled={loading}>
            {t.loadMore}
          </Button>
        </Box>
      )}
    </>
  );
}

function SearchResults({ query, themeId }: { query: string; themeId: string | null }) {
  const { loading, failed, hits } = useCatalogSearch(query, themeId);
  if (loading) return <SkeletonGrid count={LIST_SKELETONS} label={t.search} />;
  if (failed) return <Alert severity="error">{t.loadError}</Alert>;
  if (hits.length === 0) {
    return <EmptyState title={t.noResults(query.trim())} description={t.noResultsHint} />;
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
        {t.resultsCount(hits.length)}
      </Typography>
      <ClassGrid classes={hits} />
    </>
  );
}

function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Box>
  );
}
