import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { CitiesPopup } from './CitiesPopup';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const CITIES = [
  { id: 956, slug: 'tyumen', name: 'Тюмень' },
  { id: 957, slug: 'ekaterinburg', name: 'Екатеринбург' },
  { id: 958, slug: 'omsk', name: 'Омск' },
];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
});

describe('CitiesPopup ("Города присутствия")', () => {
  it('lists every city, each leading to its region index', () => {
    render(<CitiesPopup cities={CITIES} currentSlug="tyumen" onChoose={jest.fn()} onClose={jest.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Города присутствия' }));
    const links = dialog.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Тюмень', '/tyumen/'],
      ['Екатеринбург', '/ekaterinburg/'],
      ['Омск', '/omsk/'],
    ]);
  });

  it('marks the current city', () => {
    render(<CitiesPopup cities={CITIES} currentSlug="omsk" onChoose={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Омск' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Тюмень' })).not.toHaveAttribute('aria-current');
  });

  it('choosing a city hands it over, closes the popup and goes to that region', async () => {
    const onChoose = jest.fn();
    const onClose = jest.fn();
    render(<CitiesPopup cities={CITIES} currentSlug={null} onChoose={onChoose} onClose={onClose} />);

    await userEvent.click(screen.getByRole('link', { name: 'Екатеринбург' }));

    expect(onChoose).toHaveBeenCalledWith({ id: 957, slug: 'ekaterinburg', name: 'Екатеринбург' });
    expect(onClose).toHaveBeenCalled();
    expect(navigateToUrl).toHaveBeenCalledWith('/ekaterinburg/');
  });

  it("closes with 'Закрыть' without choosing", async () => {
    const onChoose = jest.fn();
    const onClose = jest.fn();
    render(<CitiesPopup cities={CITIES} currentSlug={null} onChoose={onChoose} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
