export const liveNowTexts = {
  title: 'Ao Vivo Agora',
  watch: 'Assistir',
  live: 'Ao vivo',
  until: (time: string) => `Até ${time}`,
  previous: 'Aulas ao vivo anteriores',
  next: 'Próximas aulas ao vivo',
  coverAlt: (title: string) => `Capa de ${title}`,
} as const;
