import { LEADS_PER_IP_PER_HOUR } from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  LEAD_WINDOW_MS,
  leadDocId,
  limitDocId,
  recentLeadTimes,
  underLeadLimit,
} from './lead-limits';

const now = new Date('2026-11-23T15:00:00Z');
const ago = (ms: number) => Timestamp.fromMillis(now.getTime() - ms);

describe('lead limits', () => {
  it('derives one lead id per e-mail, plan and day, without the e-mail in clear', () => {
    const id = leadDocId('maria@example.com', 'fundador', '2026-11-23');
    expect(id).toBe(leadDocId('maria@example.com', 'fundador', '2026-11-23'));
    expect(id).not.toContain('maria');
    expect(id).not.toBe(leadDocId('maria@example.com', 'mensal', '2026-11-23'));
    expect(id).not.toBe(leadDocId('maria@example.com', 'fundador', '2026-11-24'));
    expect(id).not.toBe(leadDocId('joao@example.com', 'fundador', '2026-11-23'));
  });

  it('hashes addresses into counter ids', () => {
    expect(limitDocId('203.0.113.7')).toMatch(/^ip-[0-9a-f]{40}$/);
    expect(limitDocId('203.0.113.7')).not.toBe(limitDocId('203.0.113.8'));
  });

  it('keeps only the times inside the rolling hour', () => {
    const times = [ago(LEAD_WINDOW_MS + 1), ago(LEAD_WINDOW_MS - 1000), ago(1000)];
    expect(recentLeadTimes(times, now)).toEqual([times[1], times[2]]);
    expect(recentLeadTimes('nada', now)).toEqual([]);
    expect(recentLeadTimes([1, null, ago(5)], now)).toHaveLength(1);
  });

  it(`allows ${LEADS_PER_IP_PER_HOUR} leads an hour`, () => {
    const full = Array.from({ length: LEADS_PER_IP_PER_HOUR }, (_, i) => ago(i * 1000));
    expect(underLeadLimit(full.slice(1))).toBe(true);
    expect(underLeadLimit(full)).toBe(false);
  });
});
