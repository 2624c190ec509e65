import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_SHOW_DELAY_MS } from './delays';
import { Tooltip } from './Tooltip';

function renderTooltip() {
  render(
    <Tooltip text="Сначала недорогие">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          Дешевле
        </button>
      )}
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Дешевле' });
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows ${TOOLTIP_SHOW_DELAY_MS} ms after the mouse rests on the control, not before`, () => {
    const button = renderTooltip();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Сначала недорогие');
    fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never shows for a pointer that passes by quicker than the delay', () => {
    const button = renderTooltip();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS / 2));
    fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS * 5));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows for keyboard focus after the same delay, and Escape hides it', () => {
    const button = renderTooltip();
    act(() => button.focus());
    act(() => jest.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores a touch (no hover there) and keeps the text as the description', () => {
    const button = renderTooltip();
    fireEvent.pointerEnter(button.parentElement!, { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).toHaveAccessibleDescription('Сначала недорогие');
  });
});
