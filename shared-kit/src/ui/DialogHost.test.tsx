import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from './DialogHost';
import { confirmDialog, dialogStore, showMessage } from './dialogs';

afterEach(() => act(() => dialogStore.setState({ queue: [] })));

describe('confirm and message popups', () => {
  it("asks with 'Ok' and 'Отменить' by default and answers true on 'Ok'", async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Удалить адрес?', message: 'Адрес пропадёт из списка' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Удалить адрес?' });
    expect(dialog).toHaveTextContent('Адрес пропадёт из списка');
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the cancel button', () => userEvent.click(screen.getByRole('button', { name: 'Нет, оставить' }))],
    ["'Закрыть'", () => userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('answers false on %s', async (_way, close) => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog({ title: 'Выйти?', message: 'Корзина сохранится', cancelText: 'Нет, оставить', confirmText: 'Выйти' });
    });
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    await close();
    await expect(answer).resolves.toBe(false);
  });

  it("shows an HTML message with one 'Ок' button, then the next queued dialog", async () => {
    render(<DialogHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = showMessage({ html: 'Заказ <strong>№ 12</strong> оплачен' });
      void confirmDialog({ title: 'Повторить заказ?', message: 'Блюда попадут в корзину' });
    });
    const message = screen.getByRole('dialog', { name: 'Сообщение' });
    expect(message.querySelector('strong')).toHaveTextContent('№ 12');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['×', 'Ок']);
    await userEvent.click(screen.getByRole('button', { name: 'Ок' }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.getByRole('dialog', { name: 'Повторить заказ?' })).toBeInTheDocument();
  });
});
