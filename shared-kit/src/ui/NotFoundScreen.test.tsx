import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { NotFoundScreen } from './NotFoundScreen';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
});

describe('NotFoundScreen', () => {
  it('shows its Russian texts', () => {
    render(<NotFoundScreen path="/tyumen/garbage" regionSlug="tyumen" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Упс... такой страницы у нас нет' })).toBeInTheDocument();
    expect(screen.getByText('Но есть куча вкусных блюд для тебя!')).toBeInTheDocument();
  });

  it('carries the "Page Not Found: {path}" error', () => {
    const { container } = render(<NotFoundScreen path="/tyumen/garbage" regionSlug="tyumen" />);
    expect(container.querySelector('[data-error]')).toHaveAttribute('data-error', 'Page Not Found: /tyumen/garbage');
  });

  it("'Перейти в каталог' leads to the current region's cooks catalogue, without a reload", async () => {
    render(<NotFoundScreen path="/omsk/garbage" regionSlug="omsk" />);
    const link = screen.getByRole('link', { name: 'Перейти в каталог' });
    expect(link).toHaveAttribute('href', '/omsk/cooks');

    await userEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/omsk/cooks');
  });
});
