// Swipe down to close a bottom sheet: the sheet follows the finger (or mouse) from its top bar,
// and on release it closes when pulled far enough or flicked down fast; otherwise it springs back.

/** A pull of at least this many pixels closes the sheet. */
export const SHEET_SWIPE_CLOSE_DISTANCE_PX = 80;
/** A shorter pull still closes it when released this fast (px per ms), as a flick... */
export const SHEET_SWIPE_FLICK_SPEED = 0.5;
/** ...and at least this far, so a tap that jitters is not a flick. */
export const SHEET_SWIPE_FLICK_MIN_PX = 24;

export interface SwipeRelease {
  /** How far down the pointer moved (negative: up). */
  distance: number;
  /** Milliseconds the pull took. */
  duration: number;
}

export function swipeCloses({ distance, duration }: SwipeRelease): boolean {
  if (distance >= SHEET_SWIPE_CLOSE_DISTANCE_PX) return true;
  return distance >= SHEET_SWIPE_FLICK_MIN_PX && duration > 0 && distance / duration >= SHEET_SWIPE_FLICK_SPEED;
}
