// Watching a class video: the time actually played (not a seek to the end), where to resume, and
// when watching completes the class. Pure: the class page feeds it the player's time updates.

/** Watching this share of the video (time actually played) completes the class. */
export const COMPLETION_WATCHED_SHARE = 0.9;
/** The position is saved at most this often while playing (and on pause and on leaving). */
export const WATCH_SAVE_INTERVAL_MS = 15_000;
/**
 * The largest advance between two time updates that still counts as playing (players report a
 * few times a second, at most 2× speed); anything larger is a seek and counts nothing.
 */
export const MAX_PLAYED_STEP_S = 3;
/** Below this, or this close to the end, there is nothing to resume. */
export const RESUME_MIN_S = 5;
export const RESUME_END_MARGIN_S = 10;
/** Positions and durations above a day are not a class video. */
export const WATCH_MAX_SECONDS = 86_400;

export type WatchTally = {
  /** Seconds of the video actually played, all sessions together. */
  watchedSeconds: number;
  /** The last position reported, or null before the first report of this session. */
  last: number | null;
  playing: boolean;
};

export const startTally = (watchedSeconds = 0): WatchTally => ({
  watchedSeconds,
  last: null,
  playing: false,
});

/**
 * The player started or resumed playing, at `position` when it says: the next update counts from
 * there (without it, from the next update).
 */
export const played = (tally: WatchTally, position?: number): WatchTally => ({
  ...tally,
  playing: true,
  last: position ?? tally.last,
});

/** Paused, ended or left: updates until the next play count nothing. */
export const paused = (tally: WatchTally): WatchTally => ({ ...tally, playing: false });

/** A seek: the next update counts from the new position, not across the jump. */
export const seeked = (tally: WatchTally, position: number): WatchTally => ({
  ...tally,
  last: position,
});

/**
 * A time update: while playing, a small forward advance counts as played (at any playback rate
 * the step between reports stays small); a jump forward or back is a seek and counts nothing.
 */
export function timeUpdate(tally: WatchTally, position: number): WatchTally {
  const step = tally.last === null ? 0 : position - tally.last;
  const counts = tally.playing && step > 0 && step <= MAX_PLAYED_STEP_S;
  return {
    ...tally,
    last: position,
    watchedSeconds: counts ? tally.watchedSeconds + step : tally.watchedSeconds,
  };
}

/** Whether the time played completes the class (a video of unknown length never does). */
export function watchedEnough(watchedSeconds: number, duration: number): boolean {
  return duration > 0 && watchedSeconds >= COMPLETION_WATCHED_SHARE * duration;
}

/** Where 'Continuar de …' starts, or null when there is nothing worth resuming. */
export function resumePosition(position: number, duration: number): number | null {
  if (position < RESUME_MIN_S) return null;
  if (duration > 0 && position > duration - RESUME_END_MARGIN_S) return null;
  return Math.floor(position);
}

/** 'mm:ss' (or 'h:mm:ss' past an hour) of a position in seconds. */
export function formatPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

/** 0–100: how far into the video a saved position is, for the progress bars. */
export function watchedPercent(position: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((position / duration) * 100)));
}
