import { format, formatDistanceStrict, isSameDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Every date the UI shows goes through here, in pt-BR. */
export const dateLocale = ptBR;

export const formatShortDate = (date: Date) => format(date, 'dd/MM/yyyy', { locale: ptBR });
export const formatMediumDate = (date: Date) => format(date, 'd MMM y', { locale: ptBR });
export const formatLongDate = (date: Date) => format(date, "d 'de' MMMM 'de' y", { locale: ptBR });
export const formatDateTime = (date: Date) =>
  format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });

/** 'Hoje' on the current day, else 'Há 3 dias' (strict distance: never 'cerca de'). */
export function formatRelativeDate(date: Date, now: Date = new Date()): string {
  if (isSameDay(date, now)) return 'Hoje';
  const distance = formatDistanceStrict(date, now, { locale: ptBR });
  return date.getTime() <= now.getTime() ? `Há ${distance}` : `Em ${distance}`;
}
