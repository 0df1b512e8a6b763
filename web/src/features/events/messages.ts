export const upcomingEventsMessages = {
  title: 'Próximos Eventos',
  seeAll: 'Ver todos',
  seeAgenda: 'Ver agenda completa',
  today: 'Hoje',
  loading: 'Carregando eventos',
} as const;

/** The events page's words (validation and service messages: eventMessages in @app/domain). */
export const eventsPageMessages = {
  title: 'Eventos',
  subtitle: 'Agenda de mentorias, encontros e workshops',
  loading: 'Carregando eventos',
  timeLabel: (start: string, end?: string | null) =>
    end ? `${start.slice(0, 5)} às ${end.slice(0, 5)}` : start.slice(0, 5),
  professor: (name: string) => `Professor: ${name}`,
  edit: 'Editar evento',
  delete: 'Excluir evento',
  addToCalendar: 'Adicionar à agenda',
  formCreateTitle: 'Novo Evento',
  formEditTitle: 'Editar Evento',
  titleLabel: 'Título',
  dateLabel: 'Data',
  startLabel: 'Hora de início',
  endLabel: 'Hora de fim',
  professorLabel: 'Professor',
  placeLabel: 'Local',
  descriptionLabel: 'Descrição',
  save: 'Salvar',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  createdTitle: 'Evento criado',
  updatedTitle: 'Evento atualizado',
  deletedTitle: 'Evento excluído',
  errorTitle: 'Erro',
  deleteConfirmTitle: 'Excluir evento',
  deleteConfirmText: (title: string) =>
    `Tem certeza que deseja excluir "${title}"? Esta ação não pode ser desfeita.`,
  deleteConfirm: 'Excluir',
  deleting: 'Excluindo...',
} as const;
