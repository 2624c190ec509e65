import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, getUser, notifySuccess } from '@povar/shared-kit';
import { apiFailure, renderWithProviders, signIn, stubNetwork, stubScrolling, USER } from '../../test-kit';
import { PHONE_CONFIRMED_TEXT, VerifyPhonePopup } from './VerifyPhonePopup';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);
const onClose = jest.fn();
const phoneInput = () => screen.getByLabelText('Номер телефона');
const NEW_NUMBER_USER = { ...USER, phone: '+79991112233' };

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  api.mockReset();
  onClose.mockReset();
  jest.mocked(notifySuccess).mockClear();
  await signIn();
  api.mockImplementation(async (_method, path) => {
    if (path === '/auth/send-code') return { sent: true, retryAfter: 60 };
    if (path === '/auth/verify-phone') return NEW_NUMBER_USER;
    throw new Error(`unexpected call ${path}`);
  });
});

describe('VerifyPhonePopup', () => {
  it('starts from the phone it was given, masked', () => {
    renderWithProviders(<VerifyPhonePopup phone="+79123456789" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Подтверждение телефона' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('+7 (912) 345-67-89');
  });

  it("sends a 'verify' code to the new number, confirms it, and the account takes the number", async () => {
    const user = userEvent.setup();
    renderWithProviders(<VerifyPhonePopup phone="+79123456789" onClose={onClose} />);
    await user.clear(phoneInput());
    await user.type(phoneInput(), '9991112233');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(api).toHaveBeenCalledWith('POST', '/auth/send-code', {
      body: expect.objectContaining({ type: 'verify', phone: '+79991112233' }),
    });
    await user.type(await screen.findByLabelText('Код из СМС'), '654321');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('POST', '/auth/verify-phone', { body: { phone: '+79991112233', code: '654321', type: 'verify' } });
    expect(getUser().user?.phone).toBe('+79991112233');
    expect(notifySuccess).toHaveBeenCalledWith(PHONE_CONFIRMED_TEXT);
  });

  it("shows the API's refusal (a number of another account) under the code", async () => {
    const user = userEvent.setup();
    api.mockImplementation(async (_method, path) => {
      if (path === '/auth/send-code') return { sent: true, retryAfter: 60 };
      throw apiFailure(400, 'Этот номер уже привязан к другому аккаунту');
    });
    renderWithProviders(<VerifyPhonePopup phone="+79123456789" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByLabelText('Код из СМС');
    await user.type(code, '654321');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Этот номер уже привязан к другому аккаунту'));
    expect(onClose).not.toHaveBeenCalled();
    expect(getUser().user?.phone).toBe('+79123456789');
  });
});
