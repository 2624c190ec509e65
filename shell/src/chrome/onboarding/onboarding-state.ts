// The onboarding's state: shown until completed (cookie 'app-onboarding', until
// 2099-12-31); signed-in visitors count as completed. Slides 0–2: next advances and completes
// on the last; previous only above 0.
export const ONBOARDING_COOKIE = 'app-onboarding';
export const ONBOARDING_SLIDES = 3;
/** A swipe longer than this changes the slide. */
export const SWIPE_THRESHOLD_PX = 50;
const COOKIE_EXPIRES = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));

export function isOnboardingDone(cookie: string = document.cookie): boolean {
  return cookie.split(/;\s*/).some((pair) => pair === `${ONBOARDING_COOKIE}=true`);
}

export function markOnboardingDone(): void {
  document.cookie = `${ONBOARDING_COOKIE}=true; path=/; expires=${COOKIE_EXPIRES.toUTCString()}; samesite=lax`;
}

export type OnboardingStep = { kind: 'slide'; index: number } | { kind: 'done' };

export function nextStep(index: number): OnboardingStep {
  return index >= ONBOARDING_SLIDES - 1 ? { kind: 'done' } : { kind: 'slide', index: index + 1 };
}

export const previousIndex = (index: number) => Math.max(0, index - 1);

/** Which way a horizontal swipe goes: 'next' (to the left), 'previous' or none under the threshold. */
export function swipeDirection(deltaX: number): 'next' | 'previous' | null {
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX >= SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}
