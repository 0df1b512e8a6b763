import { formatMediumDate } from '@/lib/dates';

/** 'Hoje' for today's events, else the medium date ('5 dez 2026'); the day is São Paulo's. */
export function eventDayLabel(date: string, today: string, todayLabel: string): string {
  if (date === today) return todayLabel;
  const [year, month, day] = date.split('-').map(Number);
  return formatMediumDate(new Date(year!, month! - 1, day!));
}

/** Times are shown as HH:MM (the first five characters). */
export function eventTimeLabel(startTime: string, endTime?: string | null): string {
  return endTime ? `${startTime.slice(0, 5)} – ${endTime.slice(0, 5)}` : startTime.slice(0, 5);
}
