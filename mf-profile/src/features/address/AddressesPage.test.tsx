import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAddressActive, requestAddress, resetAddressStoreForTests } from '@povar/shared-kit';
import { renderWithProviders, signIn, stubNetwork, stubScrolling } from '../../test-kit';
import { answerAddressList, userAddress } from './address-test-kit';
import { EMPTY_TEXT } from './AddressList';
import { AddressesPage } from './AddressesPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  makeAddressActive: jest.fn(),
  requestAddress: jest.fn(),
  notifyError: jest.fn(),
}));

const HOME = userAddress(1, 'г Тюмень, ул Республики, д 65', { active: true });
const WORK = userAddress(2, 'г Тюмень, ул Мельникайте, д 100', { intercom: '100К' });

const show = () => renderWithProviders(<AddressesPage />, { url: '/profile/address' });
const rowOf = (address: string) => screen.getByText(address).closest('li') as HTMLElement;

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  await signIn();
  resetAddressStoreForTests();
  jest.mocked(makeAddressActive).mockReset().mockResolvedValue(undefined);
  jest.mocked(requestAddress).mockReset().mockResolvedValue(undefined);
});

describe('AddressesPage', () => {
  it('shows a skeleton, then the list it loads, the main address marked', async () => {
    answerAddressList([HOME, WORK]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Мои адреса' })).toBeInTheDocument();
    expect(screen.getByLabelText('Загрузка адресов')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(HOME.address)).toBeInTheDocument();
    expect(screen.queryByLabelText('Загрузка адресов')).not.toBeInTheDocument();
    expect(within(rowOf(HOME.address)).getByText('Основной')).toBeInTheDocument();
    expect(within(rowOf(HOME.address)).queryByRole('button', { name: 'Сделать основным' })).not.toBeInTheDocument();
    expect(within(rowOf(WORK.address)).getByText('домофон 100К')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/profiles/addresses', expect.objectContaining({ method: 'GET' }));
  });

  it("makes another address the main one with 'Сделать основным'", async () => {
    const user = userEvent.setup();
    answerAddressList([HOME, WORK]);
    show();
    await screen.findByText(WORK.address);
    await user.click(within(rowOf(WORK.address)).getByRole('button', { name: 'Сделать основным' }));
    await waitFor(() => expect(makeAddressActive).toHaveBeenCalledWith(2));
  });

  it("adds to the list through the map opened 'to favourite'", async () => {
    const user = userEvent.setup();
    answerAddressList([HOME]);
    show();
    await screen.findByText(HOME.address);
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    expect(requestAddress).toHaveBeenCalledWith({ toFavourite: true });
  });

  it('says there are no addresses yet and offers to add one', async () => {
    const user = userEvent.setup();
    answerAddressList([]);
    show();
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    expect(requestAddress).toHaveBeenCalledWith({ toFavourite: true });
  });
});
