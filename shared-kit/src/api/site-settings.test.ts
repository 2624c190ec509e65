import { QueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '../contracts/content';
import { apiRequest } from './api-client';
import { siteSettingsQuery, SITE_SETTINGS_STALE_TIME_MS } from './site-settings';
import { siteSettingsQuery as fromBarrel } from './index';

jest.mock('./api-client', () => ({ apiRequest: jest.fn() }));
const api = jest.mocked(apiRequest);

const SETTINGS: SiteSettings = {
  footer: {
    apple_link: 'https://apps.apple.com/ru/app/povar/id1',
    google_link: null,
    rustore_link: null,
    about: 'О нас',
    support_email: 'support@povar-ryadom.ru',
    support_messenger_link: 'https://t.me/support',
    news_channel_link: 'https://t.me/news',
    social_link: 'https://vk.com/povar',
    messaging_app_link: 'https://wa.me/79000000000',
    legal_documents: [],
  },
};

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => api.mockReset());

describe('siteSettingsQuery', () => {
  it("is one cache entry, ['site-settings'], fresh for ten minutes", () => {
    expect(siteSettingsQuery.queryKey).toEqual(['site-settings']);
    expect(siteSettingsQuery.staleTime).toBe(SITE_SETTINGS_STALE_TIME_MS);
    expect(SITE_SETTINGS_STALE_TIME_MS).toBe(600_000);
    expect(fromBarrel).toBe(siteSettingsQuery);
  });

  it('reads /api/site-settings through the API client, once while fresh', async () => {
    api.mockResolvedValue(SETTINGS);
    const queries = client();
    await expect(queries.fetchQuery(siteSettingsQuery)).resolves.toEqual(SETTINGS);
    await queries.fetchQuery(siteSettingsQuery);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('GET', '/site-settings', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('fails when the answer had no data (a 500/503 the client already toasted), so it is not cached as settings', async () => {
    api.mockResolvedValue(undefined);
    await expect(client().fetchQuery(siteSettingsQuery)).rejects.toThrow('no data');
  });
});
