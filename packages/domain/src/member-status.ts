// The member console's status of a profile, and its CSV export (Excel pt-BR: BOM, ';', dd/MM/yyyy).
import { daysBetween, SAO_PAULO_TIME_ZONE } from './dates';
import { toOptionalDate, type DateLike } from './timestamps';

/** A member whose access ends within this many days shows 'Expira em N dias'. */
export const EXPIRING_SOON_DAYS = 30;

export const MEMBER_STATUSES = [
  'active',
  'expiring',
  'expired',
  'cancelled',
  'partner',
  'no-plan',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const memberStatusLabels: Record<MemberStatus, string> = {
  active: 'Ativo',
  expiring: 'Expira em N dias',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  partner: 'Parceiro',
  'no-plan': 'Sem plano',
};

export type MemberFields = {
  role: string;
  plan: string;
  validUntil?: DateLike | null;
  cancelled: boolean;
  isPartner: boolean;
};

/**
 * One status per member, in this order: cancelled, expired (access ended), partner (a gift
 * running), expiring (ends within 30 days), no plan, active. Admins are always active.
 */
export function memberStatus(member: MemberFields, now: Date): MemberStatus {
  if (member.role === 'ADMIN') return 'active';
  if (member.cancelled) return 'cancelled';
  const until = toOptionalDate(member.validUntil);
  if (until && until.getTime() <= now.getTime()) return 'expired';
  if (member.isPartner) return 'partner';
  if (until && daysBetween(now, until) < EXPIRING_SOON_DAYS) return 'expiring';
  if (!member.plan) return 'no-plan';
  return 'active';
}

/** Whole days of access left (0 on the last day), or null without an end date. */
export function accessDaysLeft(validUntil: DateLike | null | undefined, now: Date): number | null {
  const until = toOptionalDate(validUntil);
  if (!until) return null;
  return Math.max(0, daysBetween(now, until));
}

/** The chip text: 'Expira em N dias' with the number filled in. */
export function memberStatusLabel(member: MemberFields, now: Date): string {
  const status = memberStatus(member, now);
  if (status !== 'expiring') return memberStatusLabels[status];
  const days = accessDaysLeft(member.validUntil, now) ?? 0;
  return days === 1 ? 'Expira em 1 dia' : `Expira em ${days} dias`;
}

const brDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/MM/yyyy on the São Paulo calendar, '' for none. */
export function csvDate(value: DateLike | null | undefined): string {
  const date = toOptionalDate(value);
  return date ? brDate.format(date) : '';
}

/**
 * What a spreadsheet may read as the start of a formula: =, +, -, @ (also their full-width forms,
 * which some spreadsheets fold), after any leading spaces, or a leading tab or CR.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

/**
 * One CSV cell: quoted when it holds ';', '"' or a line break, and with a leading apostrophe
 * when it could start a formula, so a spreadsheet never runs it.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A UTF-8 CSV that Excel pt-BR opens as columns: BOM, ';' separator, CRLF lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
