export const coursesRowTexts = {
  title: 'Cursos',
  exclusive: 'Exclusivo',
  becomeSubscriber: 'Tornar Assinante',
  coverAlt: (title: string) => `Capa do curso ${title}`,
  loading: 'Carregando cursos',
} as const;
