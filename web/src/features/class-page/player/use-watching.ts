import {
  paused,
  played,
  resumePosition,
  seeked,
  startTally,
  timeUpdate,
  WATCH_SAVE_INTERVAL_MS,
  watchedEnough,
  type WatchTally,
} from '@app/domain';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  fetchWatchPosition,
  markCompleted,
  saveWatchPosition,
  subscribeCompleted,
  type ClassDoc,
} from '@/lib/content';
import { useCurrentUser } from '@/lib/session';
import type { PlayerAdapter, PlayerFactory } from './player-adapter';

export type Watching = {
  /** Where 'Continuar de …' would start, until the member answers (or null). */
  resumeAt: number | null;
  resume: () => void;
  startOver: () => void;
};

/**
 * Tracks a class video through its provider's adapter: saves where the member is (at most every
 * 15 s while playing, and on pause, end and leaving), offers to resume there next time, and
 * completes the class — as 'Concluir Aula' does — once 90% of it was actually played.
 */
export function useWatching(
  cls: ClassDoc,
  iframe: RefObject<HTMLIFrameElement | null>,
  factory: PlayerFactory | null,
  onCompletedByWatching: () => void,
  /** Seek to the saved position as soon as the player is ready ('Continue de onde parou'). */
  autoResume = false,
  /** The class's quiz says 'Concluir só com aprovação': watching does not complete it. */
  completionGated = false,
): Watching {
  const user = useCurrentUser();
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const adapter = useRef<PlayerAdapter | null>(null);
  const notify = useRef(onCompletedByWatching);
  notify.current = onCompletedByWatching;
  const gated = useRef(completionGated);
  gated.current = completionGated;

  useEffect(() => {
    const frame = iframe.current;
    if (!factory || !frame) return;
    let tally: WatchTally = startTally();
    let duration = 0;
    let position = 0;
    let lastSavedAt = Date.now();
    let completed: boolean | null = null;
    let completing = false;
    let dirty = false;
    let alive = true;
    let ready = false;
    let pendingSeek: number | null = null;
    const seekWhenReady = () => {
      if (!ready || pendingSeek === null) return;
      adapter.current?.seek(pendingSeek);
      tally = seeked(tally, pendingSeek);
      pendingSeek = null;
    };

    const save = () => {
      if (!dirty || duration <= 0) return;
      dirty = false;
      lastSavedAt = Date.now();
      void saveWatchPosition(user.id, cls.id, {
        position,
        duration,
        watchedSeconds: tally.watchedSeconds,
      }).catch((error: unknown) => console.error('Falha ao salvar a posição do vídeo', error));
    };
    const maybeComplete = () => {
      if (
        gated.current ||
        completed !== false ||
        completing ||
        !watchedEnough(tally.watchedSeconds, duration)
      ) {
        return;
      }
      completing = true;
      void markCompleted(user.id, cls.id, cls.courseId)
        .then(() => notify.current())
        .catch((error: unknown) => {
          completing = false;
          console.error('Falha ao concluir a aula assistida', error);
        });
    };

    const stopCompleted = subscribeCompleted(
      user.id,
      cls.id,
      (done) => {
        completed = done;
        if (!done) completing = false;
      },
      (error) => console.error('Falha ao ler a conclusão', error),
    );
    void fetchWatchPosition(user.id, cls.id)
      .then((saved) => {
        if (!alive || !saved) return;
        tally = startTally(saved.watchedSeconds);
        duration = saved.duration;
        position = saved.position;
        const at = resumePosition(saved.position, saved.duration);
        if (autoResume && at !== null) {
          pendingSeek = at;
          seekWhenReady();
        } else {
          setResumeAt(at);
        }
      })
      .catch((error: unknown) => console.error('Falha ao ler a posição do vídeo', error));

    adapter.current = factory(frame, {
      onReady: (seconds) => {
        if (seconds > 0) duration = seconds;
        ready = true;
        seekWhenReady();
      },
      onTime: (seconds, total) => {
        if (total > 0) duration = total;
        position = seconds;
        tally = timeUpdate(tally, seconds);
        dirty = true;
        if (tally.playing && Date.now() - lastSavedAt >= WATCH_SAVE_INTERVAL_MS) save();
        maybeComplete();
      },
      onPlay: (seconds) => {
        tally = played(tally, seconds);
        setResumeAt(null);
      },
      onPause: () => {
        tally = paused(tally);
        save();
      },
      onEnded: () => {
        tally = paused(tally);
        save();
      },
      onSeeked: (seconds) => {
        tally = seeked(tally, seconds);
      },
    });
    const leave = () => save();
    window.addEventListener('pagehide', leave);
    return () => {
      alive = false;
      window.removeEventListener('pagehide', leave);
      save();
      stopCompleted();
      adapter.current?.destroy();
      adapter.current = null;
    };
  }, [autoResume, cls.id, cls.courseId, factory, iframe, user.id]);

  return {
    resumeAt,
    resume: () => {
      if (resumeAt !== null) adapter.current?.seek(resumeAt);
      setResumeAt(null);
    },
    startOver: () => {
      adapter.current?.seek(0);
      setResumeAt(null);
    },
  };
}
