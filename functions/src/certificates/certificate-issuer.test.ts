import { describe, expect, it } from 'vitest';
import { completesCourse, courseHours } from './certificate-issuer';

describe('courseHours', () => {
  it('whole hours from 1 to 1000 issue certificates; anything else does not', () => {
    expect(courseHours(1)).toBe(1);
    expect(courseHours(1000)).toBe(1000);
    for (const value of [0, 1001, 2.5, '10', null, undefined])
      expect(courseHours(value)).toBeNull();
  });
});

describe('completesCourse', () => {
  it('every class completed, and at least one class', () => {
    expect(completesCourse(['a', 'b'], new Set(['a', 'b', 'outra']))).toBe(true);
    expect(completesCourse(['a', 'b'], new Set(['a']))).toBe(false);
    expect(completesCourse([], new Set(['a']))).toBe(false);
  });
});
