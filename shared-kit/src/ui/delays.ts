// Hover timings shared by every app: a tooltip waits before it shows, so passing the pointer
// over a row of buttons does not flash one tooltip after another; a menu waits before it hides,
// so a pointer that slips off it for a moment on its way to an item does not lose it.
export const TOOLTIP_SHOW_DELAY_MS = 200;
export const MENU_HIDE_DELAY_MS = 400;
