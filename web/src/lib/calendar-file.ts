import { buildIcs, type CalendarEntry } from '@app/domain';
import { downloadFile } from './download';

/** A file name from a title: 'Mentoria de Natal' → 'mentoria-de-natal.ics'. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'evento'}.ics`;
}

/** 'Adicionar à agenda': saves the entry as an .ics file the device's calendar opens. */
export function downloadCalendarEntry(entry: CalendarEntry): void {
  downloadFile(icsFileName(entry.summary), buildIcs(entry), 'text/calendar;charset=utf-8');
}
