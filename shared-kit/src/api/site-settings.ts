// The site settings (GET /api/site-settings) as one react-query entry, for the footer and every page that shows the store badges.
import { queryOptions } from '@tanstack/react-query';
import type { SiteSettings } from '../contracts/content';
import { call } from './call';
import { contentEndpoints } from '../contracts/endpoints/content';

/** Editors change the settings rarely; one read per ten minutes of browsing is plenty. */
export const SITE_SETTINGS_STALE_TIME_MS = 10 * 60 * 1000;

export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: async ({ signal }): Promise<SiteSettings> => {
    const settings = await call(contentEndpoints.getSiteSettings, { signal });
    // A 500/503/429 resolves empty after the client's toast: an error, so the query can retry.
    if (!settings) throw new Error('The site settings answer had no data');
    return settings;
  },
  staleTime: SITE_SETTINGS_STALE_TIME_MS,
});
