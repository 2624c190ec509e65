import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOK_PAGE, image, renderInApp } from '../../test-kit';
import { AboutTab, experienceText } from './AboutTab';

jest.mock('yet-another-react-lightbox', () => require('../../lightbox-test-double'));
jest.mock('yet-another-react-lightbox/plugins/zoom', () => ({ __esModule: true, default: {} }));

const facts = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('AboutTab', () => {
  it('lists speciality, years in the trade, address, registration date and about', () => {
    renderInApp(<AboutTab page={COOK_PAGE} />);
    expect(facts()).toEqual([
      'Специализация: Домашняя кухня',
      'Сколько лет в деле: 6 лет',
      'Адрес: ул. Московский тракт, 115',
      'Дата регистрации: 31 мая 2025',
      'О себе: Мясо беру у знакомого фермера.',
    ]);
  });

  it('says the years in Russian plural forms', () => {
    expect([1, 3, 5, 21, 22].map(experienceText)).toEqual(['1 год', '3 года', '5 лет', '21 год', '22 года']);
  });

  it("opens 'Моя кухня' photos in the viewer at the one clicked", async () => {
    renderInApp(<AboutTab page={COOK_PAGE} />);
    const kitchen = screen.getByRole('region', { name: 'Моя кухня' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Фото кухни 2 из 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр фото' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', image('kitchen-2').original);
  });

  it('opens certificate pictures in the viewer and links documents as files with their names', async () => {
    renderInApp(<AboutTab page={COOK_PAGE} />);
    const certificates = screen.getByRole('region', { name: 'Дипломы и сертификаты' });
    const document = within(certificates).getByRole('link', { name: /Курсы кондитеров/ });
    expect(document).toHaveAttribute('href', '/api/files/cert-2.pdf');
    expect(document).toHaveAttribute('target', '_blank');
    expect(document).toHaveAttribute('download');
    expect(document).toHaveTextContent('PDF');
    expect(certificates).toHaveTextContent('Диплом повара');
    await userEvent.click(within(certificates).getByRole('button', { name: 'Диплом повара' }));
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр фото' });
    expect(within(viewer).getByRole('img', { name: 'Диплом повара' })).toHaveAttribute('src', image('cert-1').original);
  });

  it('leaves out the kitchen and the certificates when there are none', () => {
    renderInApp(<AboutTab page={{ ...COOK_PAGE, kitchenPhotos: [], certificates: [] }} />);
    expect(screen.queryByRole('region', { name: 'Моя кухня' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Дипломы и сертификаты' })).not.toBeInTheDocument();
  });
});
