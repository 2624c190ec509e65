import { apiRequest } from '@povar/shared-kit';
import { sendCode } from './send-code';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

describe('sendCode', () => {
  beforeEach(() => api.mockReset());

  it('sends the time, the type, the phone and a signature of the two, and answers the wait', async () => {
    api.mockResolvedValue({ sent: true, retryAfter: 60 });
    await expect(sendCode('+79123456789', 'reset')).resolves.toBe(60);
    const body = api.mock.calls[0]?.[2]?.body as { createdAt: number; signature: string };
    expect(api).toHaveBeenCalledWith('POST', '/auth/send-code', {
      body: { createdAt: expect.any(Number), type: 'reset', phone: '+79123456789', signature: expect.any(String) },
    });
    expect(Math.abs(body.createdAt - Date.now())).toBeLessThan(5000);
    expect(body.signature).toMatch(/^[0-9a-f]{8,64}$/);
  });

  it('signs another phone differently', async () => {
    api.mockResolvedValue({ sent: true, retryAfter: 60 });
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await sendCode('+79123456789', 'auth');
    await sendCode('+79123456780', 'auth');
    const [first, second] = api.mock.calls.map((call) => (call[2]!.body as { signature: string }).signature);
    expect(first).not.toBe(second);
    jest.mocked(Date.now).mockRestore();
  });

  it('answers null when the client already showed a toast', async () => {
    api.mockResolvedValue(undefined);
    await expect(sendCode('+79123456789', 'auth')).resolves.toBeNull();
  });
});
