import { describe, expect, it } from 'vitest';
import {
  formatPosition,
  paused,
  played,
  resumePosition,
  seeked,
  startTally,
  timeUpdate,
  watchedEnough,
  watchedPercent,
  type WatchTally,
} from './watching';

/** Plays from `from` to `to` in steps of `step` seconds of video. */
function play(tally: WatchTally, from: number, to: number, step = 0.25): WatchTally {
  let t = timeUpdate(played(tally), from);
  for (let position = from + step; position <= to + 1e-9; position += step) {
    t = timeUpdate(t, position);
  }
  return t;
}

describe('time actually played', () => {
  it('counts what plays, from the first update of the session', () => {
    const t = play(startTally(), 0, 60);
    expect(t.watchedSeconds).toBeCloseTo(60);
  });

  it('a seek to the end counts nothing; playing on from there counts', () => {
    let t = play(startTally(), 0, 10);
    t = timeUpdate(t, 590); // dragged to the end
    expect(t.watchedSeconds).toBeCloseTo(10);
    t = timeUpdate(t, 590.25);
    expect(t.watchedSeconds).toBeCloseTo(10.25);
  });

  it('a seek back counts nothing, and the part played again counts again', () => {
    let t = play(startTally(), 0, 30);
    t = seeked(t, 10);
    t = play(t, 10, 20);
    expect(t.watchedSeconds).toBeCloseTo(40);
  });

  it('paused, nothing counts (a player reporting while paused, or scrubbing)', () => {
    let t = play(startTally(), 0, 20);
    t = paused(t);
    t = timeUpdate(t, 20.5);
    t = timeUpdate(t, 21);
    expect(t.watchedSeconds).toBeCloseTo(20);
    t = play(t, 21, 25);
    expect(t.watchedSeconds).toBeCloseTo(24);
  });

  it('at 2× speed the video time counts (a half-second step per quarter second)', () => {
    const t = play(startTally(), 0, 100, 0.5);
    expect(t.watchedSeconds).toBeCloseTo(100);
  });

  it('counts from where playing started when the player says', () => {
    let t = played(startTally(), 120);
    t = timeUpdate(t, 120.25);
    expect(t.watchedSeconds).toBeCloseTo(0.25);
  });

  it('adds to what earlier sessions played', () => {
    expect(play(startTally(300), 300, 330).watchedSeconds).toBeCloseTo(330);
  });
});

describe('the 90% rule', () => {
  it('completes at 90% of the duration played, not before', () => {
    expect(watchedEnough(539, 600)).toBe(false);
    expect(watchedEnough(540, 600)).toBe(true);
  });

  it('never for a video of unknown length', () => {
    expect(watchedEnough(100, 0)).toBe(false);
  });

  it('skipping to the end does not complete', () => {
    let t = play(startTally(), 0, 30);
    t = timeUpdate(t, 595);
    t = play(t, 595, 600);
    expect(watchedEnough(t.watchedSeconds, 600)).toBe(false);
  });
});

describe('resume and progress', () => {
  it('offers to resume from the second it stopped, except at the start or the end', () => {
    expect(resumePosition(125.7, 600)).toBe(125);
    expect(resumePosition(3, 600)).toBeNull();
    expect(resumePosition(595, 600)).toBeNull();
    expect(resumePosition(125, 0)).toBe(125);
  });

  it('formats mm:ss and h:mm:ss', () => {
    expect(formatPosition(0)).toBe('00:00');
    expect(formatPosition(125.9)).toBe('02:05');
    expect(formatPosition(3725)).toBe('1:02:05');
  });

  it('a percentage for the bars, bounded', () => {
    expect(watchedPercent(240, 600)).toBe(40);
    expect(watchedPercent(700, 600)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
  });
});
