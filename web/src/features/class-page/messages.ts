// The class page's words. Comment and rating texts come from @app/domain (shared with the
// functions and the rules tests); these are the page's own.
export const classPageMessages = {
  back: 'Voltar',
  editClass: 'Editar Aula',
  weeklyHeading: (classNumber: number, title: string) => `Aula ${classNumber}: ${title}`,
  videoTitle: (title: string) => `Vídeo da aula ${title}`,
  previous: 'Anterior',
  next: 'Próxima',
  complete: 'Concluir Aula',
  completed: 'Aula concluída',
  completedToast: 'Aula concluída',
  statusUpdatedToast: 'Status atualizado',
  completionMustBeLoggedIn: 'Você precisa estar logado para marcar uma aula como concluída.',
  description: 'Descrição',
  professor: 'Professor',
  learnMore: 'Saiba mais',
  referencedClass: (classNumber: number | null | undefined) =>
    `Aula Referente: ${classNumber ?? ''}`.trim(),
  materials: 'Material de Apoio',
  rateTitle: 'Avalie esta aula',
  ratingSummary: (average: string, count: number) =>
    `${average} · ${count} ${count === 1 ? 'avaliação' : 'avaliações'}`,
  noRatings: 'Seja o primeiro a avaliar',
  errorTitle: 'Erro',
  loadError: 'Não foi possível carregar os dados da aula.',
  statusError: 'Não foi possível atualizar o status da aula.',
  downloadError: 'Não foi possível baixar o arquivo.',
  preparingDownload: 'Preparando download...',
  downloadStarted: 'Download iniciado com sucesso!',
  openedInNewTab: 'Arquivo aberto em nova aba',
  iosHint:
    'Em dispositivos iOS, o material será aberto em nova aba. Toque em compartilhar para salvar.',
  downloadPrefix: 'Baixar',
  comments: 'Comentários',
  commentLabel: 'Comentário',
  commentPlaceholder: 'Compartilhe sua dúvida ou opinião sobre a aula',
  commentSubmit: 'Comentar',
  // Saved without a connection: Firestore sends it when the connection returns.
  commentQueued: 'Você está offline. Seu comentário será publicado quando a conexão voltar.',
  commentSending: 'Enviando seu comentário...',
  editQueued: 'Sua alteração será enviada quando a conexão voltar.',
  deleteQueued: 'A exclusão será enviada quando a conexão voltar.',
  noComments: 'Nenhum comentário ainda. Seja o primeiro a comentar!',
  loadMore: 'Ver mais',
  editComment: 'Editar comentário',
  deleteComment: 'Excluir comentário',
  editReply: 'Editar resposta',
  deleteReply: 'Excluir resposta',
  repliesOf: (name: string) => `Respostas a ${name}`,
  save: 'Salvar',
  cancel: 'Cancelar',
  delete: 'Excluir',
  edited: 'editado',
} as const;

/** The player's resume prompt and the completion it makes once most of the video was watched. */
export const watchingMessages = {
  resumeFrom: (position: string) => `Continuar de ${position}`,
  startOver: 'Começar do início',
  resumePrompt: 'Você parou esta aula no meio.',
  completedByWatching: 'Aula concluída: você assistiu a quase toda a aula.',
} as const;
