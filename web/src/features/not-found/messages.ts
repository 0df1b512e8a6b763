export const notFoundMessages = {
  code: '404',
  title: 'Oops! Page not found',
  backHome: 'Voltar para o início',
} as const;
