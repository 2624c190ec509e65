import { ERROR_SCROLL_OFFSET_PX, scrollToFirstError } from './form-errors';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function formWithButton() {
  const form = document.createElement('form');
  const button = document.createElement('button');
  form.append(button);
  document.body.append(form);
  return { form, button };
}

function invalidInput() {
  const input = document.createElement('input');
  input.setAttribute('aria-invalid', 'true');
  input.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
  return input;
}

beforeEach(() => {
  document.body.innerHTML = '';
  window.scrollTo = jest.fn();
});

describe('scrollToFirstError (smoothly to the first invalid field, 120 px above it)', () => {
  it('goes to a field already marked at once, and focuses it', () => {
    const { form, button } = formWithButton();
    const input = invalidInput();
    form.prepend(input);
    scrollToFirstError(undefined, { target: button });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 500 - ERROR_SCROLL_OFFSET_PX, behavior: 'smooth' });
    expect(input).toHaveFocus();
  });

  it('on a first failed submit, finds the field the next render marks', async () => {
    const { form, button } = formWithButton();
    scrollToFirstError(undefined, { target: button });
    expect(window.scrollTo).not.toHaveBeenCalled();
    // React renders the errors after react-hook-form has called back.
    const input = invalidInput();
    form.prepend(input);
    await nextFrame();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 500 - ERROR_SCROLL_OFFSET_PX, behavior: 'smooth' });
    expect(input).toHaveFocus();
  });
});
