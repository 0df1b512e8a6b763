// One small interface over each video provider's embed, so the class page tracks any of them the
// same way: where the video is, how long it is, play/pause/ended, and seeking.
export type PlayerEvents = {
  /** The player is ready; its duration in seconds when it says (0 when unknown yet). */
  onReady: (duration: number) => void;
  onTime: (position: number, duration: number) => void;
  /** Playing, from `position` (seconds). */
  onPlay: (position: number) => void;
  onPause: () => void;
  onEnded: () => void;
  onSeeked: (position: number) => void;
};

export type PlayerAdapter = {
  seek: (seconds: number) => void;
  /** Stops listening (the page left or the video changed). */
  destroy: () => void;
};

export type PlayerFactory = (iframe: HTMLIFrameElement, events: PlayerEvents) => PlayerAdapter;
