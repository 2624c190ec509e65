// On a form error the page scrolls smoothly to the first invalid field (a
// field marked invalid or an error label), 120 px above it, and the field takes the focus.
// Use as react-hook-form's onInvalid: handleSubmit(send, scrollToFirstError).

export const ERROR_SCROLL_OFFSET_PX = 120;

/**
 * react-hook-form options for the forms' timing, spread into every form's useForm: a field is
 * checked when left, then again as it changes (so an error goes the moment it is right), and
 * scrollToFirstError moves to the first error instead of the library's own focus.
 */
export const FORM_TIMING = { mode: 'onTouched', reValidateMode: 'onChange', shouldFocusError: false } as const;

export function scrollToFirstError(_errors?: unknown, event?: { target?: EventTarget | null }): void {
  const form = (event?.target as HTMLElement | null | undefined)?.closest('form');
  if (!form) return;
  // react-hook-form calls this before React has put the new errors in the page: on a first
  // failed submit nothing is marked yet, so look again once the next frame has rendered them.
  if (!scrollToErrorIn(form)) requestAnimationFrame(() => void scrollToErrorIn(form));
}

/** Scrolls to the form's first marked field or error and focuses it; false when there is none. */
function scrollToErrorIn(form: HTMLFormElement): boolean {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
  if (!field) return false;
  // Inside a scrolling popup the popup's own body scrolls; elsewhere the window does.
  const scroller = field.closest<HTMLElement>('[data-scroll-container]');
  if (scroller) {
    const top = field.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - ERROR_SCROLL_OFFSET_PX;
    scroller.scrollTo({ top, behavior: 'smooth' });
  } else {
    window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY - ERROR_SCROLL_OFFSET_PX, behavior: 'smooth' });
  }
  if (field.matches('input, textarea, select, button')) field.focus({ preventScroll: true });
  return true;
}
