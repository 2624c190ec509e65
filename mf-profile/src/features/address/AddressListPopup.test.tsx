import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, deleteAddress, makeAddressActive, notifyError, resetAddressStoreForTests, updateAddress } from '@povar/shared-kit';
import { apiFailure, recordPopupEvents, renderWithProviders, signIn, signOut, stubNetwork, stubScrolling } from '../../test-kit';
import { ADDRESS_SAVED_TEXT } from './address-geo';
import { fillAddressList, userAddress } from './address-test-kit';
import { EMPTY_TEXT } from './AddressList';
import { AddressListPopup } from './AddressListPopup';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  makeAddressActive: jest.fn(),
  deleteAddress: jest.fn(),
  updateAddress: jest.fn(),
  confirmDialog: jest.fn(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
const popups = recordPopupEvents();

const HOME = userAddress(1, 'г Тюмень, ул Республики, д 65', { active: true, apartment: '12', entrance: '2', floor: '5' });
const WORK = userAddress(2, 'г Тюмень, ул Мельникайте, д 100');

const onClose = jest.fn();
const show = () => renderWithProviders(<AddressListPopup onClose={onClose} />);
const rowOf = (address: string) => screen.getByText(address).closest('li') as HTMLElement;

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  resetAddressStoreForTests();
  onClose.mockReset();
  jest.mocked(makeAddressActive).mockReset().mockResolvedValue(undefined);
  jest.mocked(deleteAddress).mockReset().mockResolvedValue(undefined);
  jest.mocked(updateAddress).mockReset();
  jest.mocked(confirmDialog).mockReset();
  jest.mocked(notifyError).mockClear();
  await signIn();
});

describe('AddressListPopup', () => {
  it('lists the saved addresses with their details and marks the one in use', async () => {
    await fillAddressList([HOME, WORK]);
    show();
    expect(screen.getByRole('dialog', { name: 'Мои адреса' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Мои адреса' })).getAllByRole('listitem')).toHaveLength(2);
    const home = within(rowOf(HOME.address));
    expect(home.getByText('кв. 12, подъезд 2, этаж 5')).toBeInTheDocument();
    expect(home.getByText('Основной')).toBeInTheDocument();
    expect(home.getByRole('radio', { name: /ул Республики/ })).toBeChecked();
    expect(within(rowOf(WORK.address)).getByRole('radio', { name: /ул Мельникайте/ })).not.toBeChecked();
  });

  it('makes the chosen address the delivery address, then closes', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    jest.mocked(makeAddressActive).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await fillAddressList([HOME, WORK]);
    show();
    const work = within(rowOf(WORK.address)).getByRole('radio', { name: /ул Мельникайте/ });
    await user.click(work);
    expect(makeAddressActive).toHaveBeenCalledWith(2);
    // Chosen at once, while the server makes it the active one.
    expect(work).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer());
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the address could not be made the delivery one, and stays open', async () => {
    const user = userEvent.setup();
    jest.mocked(makeAddressActive).mockRejectedValue(apiFailure(404, 'Адрес не найден'));
    await fillAddressList([HOME, WORK]);
    show();
    await user.click(within(rowOf(WORK.address)).getByRole('radio', { name: /ул Мельникайте/ }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Адрес не найден'));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(rowOf(HOME.address)).getByRole('radio')).toBeChecked();
  });

  it('deletes an address only after the confirmation', async () => {
    const user = userEvent.setup();
    await fillAddressList([HOME, WORK]);
    show();
    jest.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(within(rowOf(WORK.address)).getByRole('button', { name: 'Удалить' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Удалить адрес?', message: WORK.address }));
    expect(deleteAddress).not.toHaveBeenCalled();

    jest.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(within(rowOf(WORK.address)).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleteAddress).toHaveBeenCalledWith(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits an address's details in place", async () => {
    const user = userEvent.setup();
    jest.mocked(updateAddress).mockResolvedValue({ ...WORK, floor: '3' });
    await fillAddressList([HOME, WORK]);
    show();
    const row = within(rowOf(WORK.address));
    await user.click(row.getByRole('button', { name: 'Изменить' }));
    await user.type(row.getByLabelText('Этаж'), '3');
    await user.click(row.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(updateAddress).toHaveBeenCalledWith(2, expect.objectContaining({ address: WORK.address, mainCityId: 956, floor: '3', apartment: null })),
    );
    await waitFor(() => expect(row.queryByLabelText('Этаж')).not.toBeInTheDocument());
    const { notifySuccess } = jest.requireMock<typeof import('@povar/shared-kit')>('@povar/shared-kit');
    expect(notifySuccess).toHaveBeenCalledWith(ADDRESS_SAVED_TEXT);
  });

  it('adds an address through the map, which becomes the delivery address', async () => {
    const user = userEvent.setup();
    await fillAddressList([HOME]);
    show();
    await user.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    expect(onClose).toHaveBeenCalled();
    expect(popups.opened()).toEqual([{ popup: 'address-map' }]);
  });

  it('offers to add the first address when there are none', async () => {
    await fillAddressList([]);
    show();
    expect(screen.getByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить адрес' })).toBeInTheDocument();
  });

  it('closes for a signed-out visitor', () => {
    signOut();
    show();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
