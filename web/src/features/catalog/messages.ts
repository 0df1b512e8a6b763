// The words of the class lists: dashboard rows, the weekly list, the search.

/** The dashboard's "Continue de onde parou" row (profiles/{uid}/recentViews). */
export const continueWatchingMessages = {
  title: 'Continue de onde parou',
  action: 'Continuar',
} as const;

export const catalogMessages = {
  weeklySection: 'Aulas Semanais',
  insightsSection: 'Insights',
  seeAll: 'Ver Todos',
  weeklyPageTitle: 'Todas as Aulas Semanais',
  classNumber: (n: number) => `Aula ${n}`,
  completed: 'Aula concluída',
  coverAlt: (title: string) => `Capa da aula ${title}`,
  search: 'Buscar aulas',
  searchPlaceholder: 'Título da aula ou insight',
  mainTheme: 'Tema Principal',
  allThemes: 'Todos os temas',
  loadMore: 'Carregar mais',
  noResults: (query: string) =>
    query ? `Nenhuma aula encontrada para "${query}"` : 'Nenhuma aula encontrada para este tema',
  noResultsHint: 'Tente outras palavras ou outro tema.',
  resultsCount: (n: number) => (n === 1 ? '1 aula encontrada' : `${n} aulas encontradas`),
  insightBadge: 'Insight',
  loadError: 'Não foi possível carregar as aulas.',
} as const;
