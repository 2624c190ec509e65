import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { differentBasketsShown, unmarkDifferentBasketsShown } from '@povar/shared-kit';
import { DIFFERENT_BASKETS_TEXT, DifferentBasketsPopup } from './DifferentBasketsPopup';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

beforeEach(() => {
  unmarkDifferentBasketsShown();
  jest.mocked(navigateToUrl).mockReset();
});

describe('the different-baskets popup', () => {
  it("says why, and 'Остаться' closes it and marks it shown for the session", async () => {
    const onClose = jest.fn();
    render(<DifferentBasketsPopup cookId={20} regionSlug="omsk" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Перейти в меню повара?' })).toHaveTextContent(DIFFERENT_BASKETS_TEXT);
    expect(DIFFERENT_BASKETS_TEXT).toBe('Заказ от каждого повара оформляется отдельно. Предлагаем собрать заказ у данного повара.');
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    expect(onClose).toHaveBeenCalled();
    expect(differentBasketsShown()).toBe(true);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('closing it any other way marks it shown too', async () => {
    render(<DifferentBasketsPopup cookId={20} regionSlug="omsk" onClose={jest.fn()} />);
    await userEvent.keyboard('{Escape}');
    expect(differentBasketsShown()).toBe(true);
  });

  it("'Перейти' opens the cook's menu in the cook's region and unmarks it", async () => {
    const onClose = jest.fn();
    render(<DifferentBasketsPopup cookId={20} regionSlug="omsk" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Перейти' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/omsk/cooks/detail/20');
    expect(onClose).toHaveBeenCalled();
    expect(differentBasketsShown()).toBe(false);
  });
});
