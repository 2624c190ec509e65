import { act } from '@testing-library/react';
import { loadUser } from '../../account/user-store';
import { setTokens } from '../../stores/auth';
import { fetchPrivateFile, FILE_FAILED_TEXT, PrivateFileError, privateFileUrl } from './private-files';

jest.mock('../../account/user-store', () => ({ loadUser: jest.fn() }));

const TOKENS = { accessToken: 'access-1' };

const BYTES = new Blob(['pdf']);
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status, blob: async () => BYTES });
const fetchMock = jest.fn();
const sentTokens = () => fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers);

beforeEach(() => {
  act(() => setTokens(TOKENS));
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(loadUser).mockReset().mockResolvedValue(null);
  delete window.__POVAR_CONFIG__;
});

describe('privateFileUrl', () => {
  it("keeps the API's own address under the default base", () => {
    expect(privateFileUrl('/api/moderation/files/7')).toBe('/api/moderation/files/7');
  });

  it('moves it to the configured base (another origin)', () => {
    window.__POVAR_CONFIG__ = { apiBase: 'https://api.povar.example/api/' };
    expect(privateFileUrl('/api/moderation/files/7?format=webp')).toBe('https://api.povar.example/api/moderation/files/7?format=webp');
  });
});

describe('fetchPrivateFile', () => {
  it('sends the Bearer token and answers the bytes', async () => {
    fetchMock.mockResolvedValue(answer(200));
    await expect(fetchPrivateFile('/api/moderation/files/7')).resolves.toBe(BYTES);
    expect(sentTokens()).toEqual([{ Authorization: `Bearer ${TOKENS.accessToken}` }]);
  });

  it('renews a stale token through the client once and tries again', async () => {
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200));
    jest.mocked(loadUser).mockImplementation(async () => {
      act(() => setTokens({ accessToken: 'access-2' }));
      return null;
    });
    await expect(fetchPrivateFile('/api/moderation/files/7')).resolves.toBe(BYTES);
    expect(sentTokens()).toEqual([{ Authorization: 'Bearer access-1' }, { Authorization: 'Bearer access-2' }]);
  });

  it('gives up when the token could not be renewed', async () => {
    fetchMock.mockResolvedValue(answer(401));
    await expect(fetchPrivateFile('/api/moderation/files/7')).rejects.toEqual(new PrivateFileError(401, FILE_FAILED_TEXT));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says the file is not there (404) and the network failed', async () => {
    fetchMock.mockResolvedValueOnce(answer(404)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchPrivateFile('/api/moderation/files/7')).rejects.toMatchObject({ status: 404, userMessage: 'Файл не найден' });
    await expect(fetchPrivateFile('/api/moderation/files/7')).rejects.toMatchObject({ status: 0, userMessage: FILE_FAILED_TEXT });
  });
});
