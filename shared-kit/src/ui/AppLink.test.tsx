import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { AppLink } from './AppLink';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
});

describe('AppLink', () => {
  it('navigates inside the page on a plain click, without the browser following the link', () => {
    const onClick = jest.fn();
    render(
      <AppLink href="/tyumen/cooks" onClick={onClick}>
        Каталог
      </AppLink>,
    );

    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Каталог' }));

    expect(notCancelled).toBe(false);
    expect(navigateToUrl).toHaveBeenCalledWith('/tyumen/cooks');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (new tab or window)', (_label, modifiers) => {
    render(<AppLink href="/tyumen/cooks">Каталог</AppLink>);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Каталог' }), modifiers);
    expect(notCancelled).toBe(true);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('does not navigate when its own handler cancelled the click', () => {
    render(
      <AppLink href="/tyumen/cooks" onClick={(event) => event.preventDefault()}>
        Каталог
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Каталог' }));
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
