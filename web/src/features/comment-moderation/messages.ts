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
  awaiting: 'Aguardando resposta',
  answered: 'Respondido',
  replies: (count: number) => (count === 1 ? '1 resposta' : `${count} respostas`),
  /** The sidebar entry's count of comments waiting for the team. */
  waitingCount: (count: number, max: number) => (count > max ? `${max}+` : String(count)),
  waitingLabel: (count: number) =>
    count === 1 ? '1 comentário sem resposta' : `${count} comentários sem resposta`,
} as const;
