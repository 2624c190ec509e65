import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, completeLogin, notifySuccess } from '@povar/shared-kit';
import { RESET_LINK_INVALID_MESSAGE } from '@povar/shared-kit/contracts';
import { apiFailure, recordPopupEvents, renderWithProviders, signOut, stubNetwork, stubScrolling, TOKENS } from '../../test-kit';
import { PASSWORD_SET_TEXT, RestorePasswordPopup } from './RestorePasswordPopup';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  completeLogin: jest.fn(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);
const popups = recordPopupEvents();
const onClose = jest.fn();
const show = () => renderWithProviders(<RestorePasswordPopup token="link-token" email="anna@example.ru" onClose={onClose} />);
const password = () => screen.getByLabelText('Новый пароль');
const confirmation = () => screen.getByLabelText('Повторите пароль');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить и войти' }));

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  signOut();
  api.mockReset();
  onClose.mockReset();
  jest.mocked(completeLogin).mockReset().mockResolvedValue(undefined);
  jest.mocked(notifySuccess).mockClear();
});

describe('RestorePasswordPopup', () => {
  it('names the account the link was for', () => {
    show();
    expect(screen.getByRole('dialog', { name: 'Восстановление пароля' })).toHaveTextContent('anna@example.ru');
  });

  it('asks for at least 8 characters, and the same password twice', async () => {
    const user = userEvent.setup();
    show();
    await save();
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Поле Пароль обязательно для заполнения'));
    expect(confirmation()).toHaveAccessibleDescription('Поле Повторите пароль обязательно для заполнения');
    await user.type(password(), 'short');
    await waitFor(() => expect(password()).toHaveAccessibleDescription('Поле Пароль должно быть не короче 8 символов'));
    await user.type(password(), '-but-long-now');
    await user.type(confirmation(), 'something-else');
    await waitFor(() => expect(confirmation()).toHaveAccessibleDescription('Поле Пароль не совпадает с другим полем'));
    expect(api).not.toHaveBeenCalled();
  });

  it('sets the new password with the token and e-mail of the link, signs in and closes', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue(TOKENS);
    show();
    await user.type(password(), 'new-password-1');
    await user.type(confirmation(), 'new-password-1');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('POST', '/auth/reset-password', {
      body: { email: 'anna@example.ru', token: 'link-token', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(completeLogin).toHaveBeenCalledWith(TOKENS);
    expect(notifySuccess).toHaveBeenCalledWith(PASSWORD_SET_TEXT);
  });

  it('says when the link is spent, and leads to a new one', async () => {
    const user = userEvent.setup();
    api.mockRejectedValue(apiFailure(400, RESET_LINK_INVALID_MESSAGE));
    show();
    await user.type(password(), 'new-password-1');
    await user.type(confirmation(), 'new-password-1');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(completeLogin).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Запросить новую ссылку' }));
    expect(onClose).toHaveBeenCalled();
    expect(popups.opened()).toEqual([{ popup: 'auth' }]);
  });
});
