// pt-BR texts of the app-wide feedback screens: the error screen shown instead of a
// blank page, the offline banner and the notice of a save waiting for the connection.
export const errorScreenMessages = {
  title: 'Algo deu errado',
  description:
    'Ocorreu um erro inesperado ao exibir esta página. Tente novamente; se o problema continuar, volte ao painel.',
  /** A route's code (a lazy chunk) did not download: usually a bad network or a new release. */
  loadFailedDescription:
    'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  backToDashboard: 'Voltar ao painel',
} as const;

export const connectionMessages = {
  /** Accessible name of the banner's live region. */
  regionLabel: 'Estado da conexão',
  offlineTitle: 'Você está offline',
  offlineDescription: 'Verifique sua conexão com a internet.',
} as const;

/** Defaults of ReadView, the one view of a read's loading, error and empty states. */
export const readViewMessages = {
  /** Also the name of PageLoader's progressbar. */
  loading: 'Carregando',
  error: 'Não foi possível carregar. Verifique sua conexão e tente novamente.',
  retry: errorScreenMessages.retry,
} as const;

/** The bar of a class started and not finished (WatchedProgress and the catalog's rows). */
export const watchedProgressMessages = {
  progressLabel: (percent: number) => `${percent}% assistido`,
} as const;

/** The toast of a write left waiting for the connection (useQueuedWrite). */
export const queuedWriteMessages = {
  offlineTitle: connectionMessages.offlineTitle,
  /** Online, but the server has not answered for a while. */
  slowTitle: 'Conexão instável',
} as const;
