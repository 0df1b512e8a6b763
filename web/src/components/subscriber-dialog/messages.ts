// pt-BR texts of the subscriber dialog.
export const subscriberDialogMessages = {
  title: 'Exclusivo para assinantes',
  description: 'Assine agora e desbloqueie tudo o que a plataforma oferece:',
  benefits: [
    'Acesso a todos os cursos',
    'Novos conteúdos toda semana',
    'Comunidade exclusiva',
    'Suporte direto com especialistas',
  ],
  subscribe: 'Quero ser assinante',
  redirecting: 'Redirecionando...',
  dismiss: 'Entendi',
} as const;
