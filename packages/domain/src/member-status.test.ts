import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, memberStatus, memberStatusLabel, toCsv } from './member-status';

const now = new Date('2026-11-23T15:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const member = (fields: Partial<Parameters<typeof memberStatus>[0]> = {}) => ({
  role: 'ALUNO',
  plan: 'fundador',
  validUntil: days(200),
  cancelled: false,
  isPartner: false,
  ...fields,
});

describe('memberStatus', () => {
  it('gives each kind of member its status', () => {
    expect(memberStatus(member(), now)).toBe('active');
    expect(memberStatus(member({ validUntil: null }), now)).toBe('active');
    expect(memberStatus(member({ validUntil: days(10) }), now)).toBe('expiring');
    expect(memberStatus(member({ validUntil: days(-1) }), now)).toBe('expired');
    expect(memberStatus(member({ cancelled: true, validUntil: days(-1) }), now)).toBe('cancelled');
    expect(memberStatus(member({ isPartner: true, plan: '', validUntil: days(20) }), now)).toBe(
      'partner',
    );
    expect(memberStatus(member({ plan: '', validUntil: null }), now)).toBe('no-plan');
    expect(memberStatus(member({ role: 'ADMIN', validUntil: days(-5) }), now)).toBe('active');
  });

  it("names the days left in 'Expira em N dias'", () => {
    expect(memberStatusLabel(member({ validUntil: days(10.5) }), now)).toBe('Expira em 10 dias');
    expect(memberStatusLabel(member({ validUntil: days(1.5) }), now)).toBe('Expira em 1 dia');
    expect(memberStatusLabel(member({ validUntil: days(-1) }), now)).toBe('Expirado');
  });
});

describe('CSV for Excel pt-BR', () => {
  it('starts with a BOM, separates with semicolons and ends lines with CRLF', () => {
    const csv = toCsv(['Nome', 'E-mail'], [['Ana; Souza', 'ana@example.com']]);
    expect(csv).toBe('\uFEFFNome;E-mail\r\n"Ana; Souza";ana@example.com\r\n');
  });

  it('neutralises formulas and quotes quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+5511')).toBe("'+5511");
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('\uFF1DHYPERLINK("http://x")')).toBe('"\'\uFF1DHYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(csvCell('Bruno')).toBe('Bruno');
  });

  it('writes dates as dd/MM/yyyy on the São Paulo calendar', () => {
    expect(csvDate(new Date('2026-12-25T02:30:00Z'))).toBe('24/12/2026');
    expect(csvDate(null)).toBe('');
  });
});
