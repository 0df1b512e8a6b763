import type { AccessProfile } from '@app/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RECHECK_MS, msUntilAccessChange, useAccessStatus } from './access-clock';

const NOW = new Date('2025-03-10T12:00:00.000Z');
const student = (validUntil: Date | null, extra: Partial<AccessProfile> = {}): AccessProfile => ({
  role: 'ALUNO',
  plan: 'fundador',
  cancelled: false,
  validUntil,
  ...extra,
});

describe('msUntilAccessChange', () => {
  it('waits until just past validUntil (access lasts while now < validUntil)', () => {
    expect(msUntilAccessChange(new Date(NOW.getTime() + 5000), NOW)).toBe(5001);
    expect(msUntilAccessChange(NOW, NOW)).toBe(1);
  });

  it('has nothing to wait for without an expiry or once it has passed', () => {
    expect(msUntilAccessChange(null, NOW)).toBeNull();
    expect(msUntilAccessChange(new Date(NOW.getTime() - 1), NOW)).toBeNull();
  });

  it('caps far-away expiries at the largest setTimeout delay', () => {
    const inAYear = new Date(NOW.getTime() + 365 * 86_400_000);
    expect(msUntilAccessChange(inAYear, NOW)).toBe(2 ** 31 - 1);
  });
});

describe('useAccessStatus (time-driven)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('turns VALID into EXPIRED the moment validUntil passes, without any profile change', () => {
    const validUntil = new Date(NOW.getTime() + 90_000);
    const profile = student(validUntil);
    const { result } = renderHook(() => useAccessStatus(profile, validUntil));
    expect(result.current).toBe('VALID');

    act(() => vi.advanceTimersByTime(89_999));
    expect(result.current).toBe('VALID');

    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBe('EXPIRED');
  });

  it('expires at once when validUntil passes between the render and its effect', () => {
    const validUntil = new Date(NOW.getTime() + 5);
    const profile = student(validUntil);
    let renders = 0;
    const { result } = renderHook(() => {
      const status = useAccessStatus(profile, validUntil);
      // The first render judges the access valid; the clock passes validUntil before React runs
      // the render's effects (a busy page, or a jump of the clock in a test).
      if (++renders === 1) vi.setSystemTime(new Date(validUntil.getTime() + 10));
      return status;
    });
    expect(result.current).toBe('VALID');

    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('EXPIRED');
  });

  it('re-checks periodically, so an expiry beyond the setTimeout range is still caught', () => {
    const validUntil = new Date(NOW.getTime() + 30 * 86_400_000);
    const profile = student(validUntil);
    const { result } = renderHook(() => useAccessStatus(profile, validUntil));
    expect(result.current).toBe('VALID');
    // Jump the wall clock past the expiry (a laptop waking up); the next re-check notices.
    act(() => {
      vi.setSystemTime(new Date(validUntil.getTime() + 1000));
      vi.advanceTimersByTime(ACCESS_RECHECK_MS);
    });
    expect(result.current).toBe('EXPIRED');
  });

  it('follows a renewed validUntil from the live profile', () => {
    const soon = new Date(NOW.getTime() + 1000);
    const { result, rerender } = renderHook(
      ({ until }: { until: Date }) => useAccessStatus(student(until), until),
      { initialProps: { until: soon } },
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe('EXPIRED');

    const renewed = new Date(NOW.getTime() + 86_400_000);
    rerender({ until: renewed });
    expect(result.current).toBe('VALID');
  });

  it('never expires an admin, and reports no expiry and cancellation as such', () => {
    const past = new Date(NOW.getTime() - 1000);
    const admin = renderHook(() => useAccessStatus({ role: 'ADMIN', validUntil: past }, past));
    act(() => vi.advanceTimersByTime(ACCESS_RECHECK_MS * 3));
    expect(admin.result.current).toBe('ADMIN_ACCESS');

    const open = renderHook(() => useAccessStatus(student(null), null));
    expect(open.result.current).toBe('NO_EXPIRY_SET');

    const cancelled = renderHook(() => useAccessStatus(student(null, { cancelled: true }), null));
    expect(cancelled.result.current).toBe('CANCELLED');
  });

  it('is NO_USER without a profile', () => {
    const { result } = renderHook(() => useAccessStatus(null, null));
    expect(result.current).toBe('NO_USER');
  });
});
