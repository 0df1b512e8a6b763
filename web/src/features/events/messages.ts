export const upcomingEventsTexts = {
  title: 'Próximos Eventos',
  seeAll: 'Ver todos',
  seeAgenda: 'Ver agenda completa',
  today: 'Hoje',
  loading: 'Carregando eventos',
} as const;
