// The platform's eight topics (the landing's topic tiles). The seed turns them into
// themes and main themes with these ids, so links between content and topics are stable.
export const TOPICS = [
  { id: 'financas', name: 'Finanças' },
  { id: 'negocios', name: 'Negócios' },
  { id: 'mindset', name: 'Mindset' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'vendas', name: 'Vendas' },
  { id: 'inteligencia-artificial', name: 'Inteligência Artificial' },
  { id: 'contabilidade', name: 'Contabilidade' },
  { id: 'lideranca', name: 'Liderança' },
] as const;

export type Topic = (typeof TOPICS)[number];
