import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('maria clara souza')).toBe('MC');
  });
  it('handles one word, extra spaces and an empty name', () => {
    expect(initials('  Ana ')).toBe('A');
    expect(initials('João   Pedro')).toBe('JP');
    expect(initials('')).toBe('');
  });
});
