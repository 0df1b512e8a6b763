import { describe, expect, it } from 'vitest';
import { accessStatus, canReadCourseClasses, hasAccess, isAdmin, isSubscriber } from './access';

const now = new Date('2025-06-15T12:00:00Z');
const later = new Date('2026-06-15T12:00:00Z');
const earlier = new Date('2025-06-14T12:00:00Z');
/** Both SDKs' Timestamps are structural {toDate()}. */
const ts = (d: Date) => ({ toDate: () => d });

const student = { role: 'ALUNO', plan: '', cancelled: false, validUntil: null };

describe('accessStatus', () => {
  it('is NO_USER without a profile', () => {
    expect(accessStatus(null, now)).toBe('NO_USER');
    expect(hasAccess(undefined, now)).toBe(false);
  });

  it('gives admins access even when expired or cancelled', () => {
    const admin = { role: 'ADMIN', plan: '', cancelled: true, validUntil: ts(earlier) };
    expect(accessStatus(admin, now)).toBe('ADMIN_ACCESS');
    expect(hasAccess(admin, now)).toBe(true);
  });

  it('is NO_EXPIRY_SET (access) without validUntil', () => {
    expect(accessStatus(student, now)).toBe('NO_EXPIRY_SET');
    expect(accessStatus({ role: 'ALUNO' }, now)).toBe('NO_EXPIRY_SET');
    expect(hasAccess(student, now)).toBe(true);
  });

  it('is VALID before validUntil and EXPIRED from it on (Date or Timestamp)', () => {
    expect(accessStatus({ ...student, validUntil: later }, now)).toBe('VALID');
    expect(accessStatus({ ...student, validUntil: ts(later) }, now)).toBe('VALID');
    expect(accessStatus({ ...student, validUntil: ts(earlier) }, now)).toBe('EXPIRED');
    expect(accessStatus({ ...student, validUntil: now }, now)).toBe('EXPIRED');
    expect(hasAccess({ ...student, validUntil: earlier }, now)).toBe(false);
  });

  it('is CANCELLED (no access) for a cancelled student, even with a valid date', () => {
    const cancelled = { ...student, plan: 'fundador', cancelled: true, validUntil: ts(later) };
    expect(accessStatus(cancelled, now)).toBe('CANCELLED');
    expect(hasAccess(cancelled, now)).toBe(false);
  });
});

describe('isSubscriber / isAdmin', () => {
  it('needs a non-empty plan; admins always count', () => {
    expect(isSubscriber({ role: 'ALUNO', plan: 'fundador' })).toBe(true);
    expect(isSubscriber({ role: 'ALUNO', plan: '' })).toBe(false);
    expect(isSubscriber({ role: 'ALUNO', plan: null })).toBe(false);
    expect(isSubscriber({ role: 'ADMIN', plan: '' })).toBe(true);
    expect(isSubscriber(null)).toBe(false);
    expect(isAdmin({ role: 'ADMIN' })).toBe(true);
    expect(isAdmin({ role: 'ALUNO' })).toBe(false);
  });

  it('course classes need a plan and current access', () => {
    expect(canReadCourseClasses({ ...student, plan: 'mensal' }, now)).toBe(true);
    expect(canReadCourseClasses(student, now)).toBe(false);
    expect(canReadCourseClasses({ ...student, plan: 'mensal', validUntil: earlier }, now)).toBe(
      false,
    );
  });
});
