// 'Meta da semana' on the dashboard home: every word the card shows (the goal's validation
// message is weeklyGoalMessages in @app/domain).
import { weeklyGoalMessages } from '@app/domain';

const classes = (n: number) => (n === 1 ? 'aula' : 'aulas');
const weeks = (n: number) => (n === 1 ? 'semana' : 'semanas');

export const weeklyGoalCardMessages = {
  title: 'Meta da semana',
  loading: 'Carregando sua meta da semana',
  progress: (count: number, goal: number) => `${count} de ${goal} ${classes(goal)} nesta semana`,
  ringLabel: (count: number, goal: number) =>
    `Progresso da semana: ${count} de ${goal} ${classes(goal)}`,
  met: weeklyGoalMessages.metNotification,
  suggestion: 'Sugestão: 1 aula por semana. Escolha a sua meta abaixo.',
  weekRuns: 'A semana vai de segunda a domingo, no horário de Brasília.',
  pickerLabel: 'Aulas por semana',
  pickerOption: (n: number) => `${n} ${classes(n)} por semana`,
  streakTitle: 'Sequência',
  streak: (n: number) => `Sequência de ${n} ${weeks(n)}`,
  streakHelp: 'Semanas seguidas com a meta cumprida. Uma semana perdida por mês é perdoada.',
  historyTitle: 'Últimas 12 semanas',
  historyEmpty: 'Seu histórico aparece aqui quando a primeira semana terminar.',
  outcome: {
    met: 'Meta cumprida',
    forgiven: 'Semana perdoada',
    missed: 'Meta não cumprida',
  },
  mark: (weekLabel: string, outcome: string, count: number, goal: number) =>
    `Semana de ${weekLabel}: ${outcome} (${count} de ${goal} ${classes(goal)})`,
  saved: 'Meta da semana salva',
  saveError: 'Não foi possível salvar sua meta. Tente novamente.',
} as const;
