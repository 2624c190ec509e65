// The shell's own calls: a region by its slug, the SEO texts of a page, the e-mail confirmation
// link's token, and 'Сообщить мне' in a city the service does not serve yet.
import { call, endpoints, type CallBody, type CallQuery } from '@povar/shared-kit';

export const getMainCityBySlug = (slug: string) => call(endpoints.getMainCityBySlug, { params: { slug } });

export const getSeoPageData = (query: CallQuery<typeof endpoints.getSeoPageData>, signal?: AbortSignal) =>
  call(endpoints.getSeoPageData, signal ? { query, signal } : { query });

export const confirmEmail = (token: string) => call(endpoints.confirmEmail, { body: { token } });

export const saveCallbackRequest = (body: CallBody<typeof endpoints.saveCallbackRequest>) => call(endpoints.saveCallbackRequest, { body });
