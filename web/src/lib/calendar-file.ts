import { buildIcs, type CalendarEntry } from '@app/domain';

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
  const blob = new Blob([buildIcs(entry)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = icsFileName(entry.summary);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
