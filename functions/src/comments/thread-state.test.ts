import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { threadStateChanged, threadStateOf } from './thread-state';

const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1, 12));

describe('threadStateOf', () => {
  it("a student's comment waits until the team replies", () => {
    expect(threadStateOf('ALUNO', 0, null)).toEqual({
      replyCount: 0,
      awaitingReply: true,
      answeredAt: null,
    });
    expect(threadStateOf('ALUNO', 2, null).awaitingReply).toBe(true);
    expect(threadStateOf('ALUNO', 3, at)).toEqual({
      replyCount: 3,
      awaitingReply: false,
      answeredAt: at,
    });
  });

  it("the team's own comment never waits and is never 'answered'", () => {
    expect(threadStateOf('ADMIN', 1, at)).toEqual({
      replyCount: 1,
      awaitingReply: false,
      answeredAt: null,
    });
  });
});

describe('threadStateChanged', () => {
  const state = { replyCount: 1, awaitingReply: false, answeredAt: at };

  it('is false for the same state, answeredAt compared by time', () => {
    const stored = { ...state, answeredAt: Timestamp.fromMillis(at.toMillis()) };
    expect(threadStateChanged(stored, state)).toBe(false);
    expect(
      threadStateChanged(
        { replyCount: 0, awaitingReply: true },
        { ...state, replyCount: 0, awaitingReply: true, answeredAt: null },
      ),
    ).toBe(false);
  });

  it('is true when a field differs or is missing', () => {
    expect(threadStateChanged(undefined, state)).toBe(true);
    expect(threadStateChanged({ ...state, replyCount: 2 }, state)).toBe(true);
    expect(threadStateChanged({ ...state, answeredAt: undefined }, state)).toBe(true);
    expect(threadStateChanged(state, { ...state, answeredAt: null, awaitingReply: true })).toBe(
      true,
    );
  });
});
