import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popup } from './Popup';

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
    render(<Popup title="Окно" onClose={onClose}>текст</Popup>);
    const close = screen.getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveAttribute('title', 'Закрыть');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    const onClose = jest.fn();
    render(<Popup title="Окно" onClose={onClose}>текст</Popup>);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', async () => {
    const onClose = jest.fn();
    render(<Popup title="Окно" onClose={onClose}>текст</Popup>);
    await userEvent.keyboard('{Enter}a');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop, but not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Popup title="Окно" onClose={onClose}>текст внутри</Popup>);
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

    const { unmount } = render(<Popup title="Окно" onClose={() => undefined}>текст</Popup>);
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body).toHaveClass('popup-open');

    unmount();
    expect(document.body).not.toHaveClass('popup-open');
    expect(before).toHaveFocus();
    before.remove();
  });

  it('stops listening to Escape once closed', async () => {
    const onClose = jest.fn();
    const { unmount } = render(<Popup title="Окно" onClose={onClose}>текст</Popup>);
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
    const view = render(<Popup title="Окно" onClose={() => undefined}>текст</Popup>);
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    view.unmount();
    expect(page).not.toHaveAttribute('inert');
    page.remove();
  });
});
