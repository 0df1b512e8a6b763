import { describe, expect, it } from 'vitest';
import { parseLegalUpdatedAt } from './legal';

describe('VITE_LEGAL_UPDATED_AT', () => {
  it('is a local calendar day', () => {
    const date = parseLegalUpdatedAt({ VITE_LEGAL_UPDATED_AT: '2026-11-22' });
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 10, 22]);
  });

  it('unset or empty means no date', () => {
    expect(parseLegalUpdatedAt({})).toBeNull();
    expect(parseLegalUpdatedAt({ VITE_LEGAL_UPDATED_AT: '' })).toBeNull();
  });

  it('rejects anything but AAAA-MM-DD, naming the variable', () => {
    expect(() => parseLegalUpdatedAt({ VITE_LEGAL_UPDATED_AT: 'janeiro de 2025' })).toThrow(
      /VITE_LEGAL_UPDATED_AT/,
    );
    expect(() => parseLegalUpdatedAt({ VITE_LEGAL_UPDATED_AT: '2026-13-01' })).toThrow();
  });
});
