import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup } from './Popup';
import { isAnyPopupOpen } from './open-popups';
import { SHEET_SWIPE_CLOSE_DISTANCE_PX, SHEET_SWIPE_FLICK_MIN_PX, swipeCloses } from './sheet-swipe';
import { screenWidth } from '../testing';

/** A phone's screen (every popup a sheet) or a desktop's. */
const screenIsNarrow = (narrow: boolean) => screenWidth(narrow ? 375 : 1280);

/** A pointer pulling the sheet's top bar down by `distance` px over `duration` ms. */
function pullSheet(distance: number, duration = 400) {
  const bar = screen.getByRole('heading').parentElement!;
  fireEvent.pointerDown(bar, { pointerId: 7, pointerType: 'touch', clientY: 100 });
  jest.advanceTimersByTime(duration / 2);
  fireEvent.pointerMove(bar, { pointerId: 7, pointerType: 'touch', clientY: 100 + distance / 2 });
  jest.advanceTimersByTime(duration / 2);
  fireEvent.pointerMove(bar, { pointerId: 7, pointerType: 'touch', clientY: 100 + distance });
  fireEvent.pointerUp(bar, { pointerId: 7, pointerType: 'touch', clientY: 100 + distance });
}

describe('Popup', () => {
  it('is a modal dialog named by its title', () => {
    render(
      <Popup title="Города присутствия" onClose={() => undefined}>
        <p>Тюмень</p>
      </Popup>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Города присутствия' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Тюмень');
  });

  it("closes with the 'Закрыть' button", async () => {
    const onClose = jest.fn();
    render(
      <Popup title="Окно" onClose={onClose}>
        текст
      </Popup>,
    );
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveAttribute('title', 'Закрыть');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    const onClose = jest.fn();
    render(
      <Popup title="Окно" onClose={onClose}>
        текст
      </Popup>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', async () => {
    const onClose = jest.fn();
    render(
      <Popup title="Окно" onClose={onClose}>
        текст
      </Popup>,
    );
    await userEvent.keyboard('{Enter}a');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    const onClose = jest.fn();
    render(
      <Popup title="Окно" onClose={onClose}>
        текст внутри
      </Popup>,
    );
    await userEvent.click(screen.getByText('текст внутри'));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the focus while open, marks the page, and gives both back when closed', () => {
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();

    const { unmount } = render(
      <Popup title="Окно" onClose={() => undefined}>
        текст
      </Popup>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body).toHaveClass('popup-open');

    unmount();
    expect(document.body).not.toHaveClass('popup-open');
    expect(before).toHaveFocus();
    before.remove();
  });

  it('stops listening to Escape once closed', async () => {
    const onClose = jest.fn();
    const { unmount } = render(
      <Popup title="Окно" onClose={onClose}>
        текст
      </Popup>,
    );
    unmount();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps focus where it is when re-rendered with a new onClose, and Escape calls the latest one', async () => {
    const first = jest.fn();
    const latest = jest.fn();
    const view = render(
      <Popup title="Фильтры" onClose={first}>
        <input aria-label="Цена от" />
      </Popup>,
    );
    const input = screen.getByRole('textbox', { name: 'Цена от' });
    input.focus();
    view.rerender(
      <Popup title="Фильтры" onClose={latest}>
        <input aria-label="Цена от" />
      </Popup>,
    );
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('makes the rest of the page inert while open, and gives it back on close', () => {
    const page = document.createElement('main');
    document.body.append(page);
    const view = render(
      <Popup title="Окно" onClose={() => undefined}>
        текст
      </Popup>,
    );
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    view.unmount();
    expect(page).not.toHaveAttribute('inert');
    page.remove();
  });

  describe('swipe down to close a bottom sheet', () => {
    beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
    afterEach(() => jest.useRealTimers());

    it(`closes when the top bar is pulled ${SHEET_SWIPE_CLOSE_DISTANCE_PX} px down, slowly`, () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'sheet');
      pullSheet(SHEET_SWIPE_CLOSE_DISTANCE_PX, 2000);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('springs back from a shorter slow pull, and follows the pointer meanwhile', () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      const bar = screen.getByRole('heading').parentElement!;
      const dialog = screen.getByRole('dialog');
      fireEvent.pointerDown(bar, { pointerId: 3, clientY: 200 });
      fireEvent.pointerMove(bar, { pointerId: 3, clientY: 260 });
      expect(dialog.style.transform).toBe('translateY(60px)');
      expect(dialog).toHaveAttribute('data-swiping');
      jest.advanceTimersByTime(2000);
      fireEvent.pointerUp(bar, { pointerId: 3, clientY: 200 + SHEET_SWIPE_CLOSE_DISTANCE_PX - 1 });
      expect(onClose).not.toHaveBeenCalled();
      expect(dialog.style.transform).toBe('');
      expect(dialog).not.toHaveAttribute('data-swiping');
    });

    it('closes on a quick flick, but not on a jittering tap', () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      pullSheet(SHEET_SWIPE_FLICK_MIN_PX - 1, 10);
      expect(onClose).not.toHaveBeenCalled();
      pullSheet(40, 60);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('never moves up, and a cancelled pointer springs back', () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      const bar = screen.getByRole('heading').parentElement!;
      fireEvent.pointerDown(bar, { pointerId: 1, clientY: 300 });
      fireEvent.pointerMove(bar, { pointerId: 1, clientY: 200 });
      expect(screen.getByRole('dialog').style.transform).toBe('');
      fireEvent.pointerMove(bar, { pointerId: 1, clientY: 500 });
      fireEvent.pointerCancel(bar, { pointerId: 1, clientY: 500 });
      expect(onClose).not.toHaveBeenCalled();
    });

    it('is off when the popup asks so, and where the popup is no sheet', () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      const view = render(
        <Popup title="Корзина" onClose={onClose} swipeToClose={false}>
          текст
        </Popup>,
      );
      pullSheet(200);
      view.unmount();
      screenIsNarrow(false);
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'dialog');
      pullSheet(200);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('leaves the close button its click', () => {
      screenIsNarrow(true);
      const onClose = jest.fn();
      render(
        <Popup title="Корзина" onClose={onClose}>
          текст
        </Popup>,
      );
      const close = screen.getByRole('button', { name: 'Закрыть' });
      fireEvent.pointerDown(close, { pointerId: 2, clientY: 10 });
      fireEvent.pointerMove(close, { pointerId: 2, clientY: 300 });
      expect(screen.getByRole('dialog').style.transform).toBe('');
    });

    it('decides by distance or by speed', () => {
      expect(swipeCloses({ distance: SHEET_SWIPE_CLOSE_DISTANCE_PX, duration: 5000 })).toBe(true);
      expect(swipeCloses({ distance: SHEET_SWIPE_CLOSE_DISTANCE_PX - 1, duration: 5000 })).toBe(false);
      expect(swipeCloses({ distance: 30, duration: 50 })).toBe(true);
      expect(swipeCloses({ distance: 30, duration: 100 })).toBe(false);
      expect(swipeCloses({ distance: -200, duration: 10 })).toBe(false);
    });
  });

  it('is a right-side panel on wide screens when asked, and a sheet on phones', () => {
    screenIsNarrow(false);
    const view = render(
      <Popup title="Корзина" onClose={() => undefined} variant="side" sheetBelow="tablet">
        текст
      </Popup>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('data-variant', 'side');
    expect(dialog).toHaveClass('side-tablet');
    view.unmount();
    screenIsNarrow(true);
    render(
      <Popup title="Корзина" onClose={() => undefined} variant="side" sheetBelow="tablet">
        текст
      </Popup>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'sheet');
  });

  it('counts open popups, one over another', () => {
    const first = render(
      <Popup title="Первое" onClose={() => undefined}>
        1
      </Popup>,
    );
    const second = render(
      <Popup title="Второе" onClose={() => undefined}>
        2
      </Popup>,
    );
    expect(isAnyPopupOpen()).toBe(true);
    second.unmount();
    expect(isAnyPopupOpen()).toBe(true);
    expect(document.body).toHaveClass('popup-open');
    first.unmount();
    expect(isAnyPopupOpen()).toBe(false);
    expect(document.body).not.toHaveClass('popup-open');
  });
});
