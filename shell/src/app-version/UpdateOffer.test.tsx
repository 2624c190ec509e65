import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateOffer, UPDATE_OFFER_TEXTS } from './UpdateOffer';

describe('UpdateOffer', () => {
  it("says a new version is out; 'Обновить' reloads, 'Позже' puts it away", async () => {
    const reload = jest.fn();
    const onLater = jest.fn();
    render(<UpdateOffer reload={reload} onLater={onLater} />);
    const offer = screen.getByRole('complementary', { name: 'Обновление сайта' });
    expect(offer).toHaveTextContent(UPDATE_OFFER_TEXTS.title);
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Позже' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
