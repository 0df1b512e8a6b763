// The moderation screen's own words; its title, search, empty state and toasts come from
// commentMessages in @app/domain, shared with the class page.
export const moderationMessages = {
  loadMore: 'Carregar mais',
  loading: 'Carregando comentários',
  loadError: 'Não foi possível carregar os comentários.',
  delete: 'Excluir comentário',
  confirm: 'Excluir',
  cancel: 'Cancelar',
  onClass: 'em',
  count: (shown: number) => (shown === 1 ? '1 comentário' : `${shown} comentários`),
} as const;
