// The shell's own calls: a region by its slug, the SEO texts of a page, the e-mail confirmation
// link's token, and 'Сообщить мне' in a city the service does not serve yet.
import { call, type CallBody, type CallQuery } from '@povar/shared-kit';
import { authEndpoints } from '@povar/shared-kit/endpoints/auth';
import { callbacksEndpoints } from '@povar/shared-kit/endpoints/callbacks';
import { geoEndpoints } from '@povar/shared-kit/endpoints/geo';
import { seoEndpoints } from '@povar/shared-kit/endpoints/seo';

export const getMainCityBySlug = (slug: string) => call(geoEndpoints.getMainCityBySlug, { params: { slug } });

export const getSeoPageData = (query: CallQuery<typeof seoEndpoints.getSeoPageData>, signal?: AbortSignal) =>
  call(seoEndpoints.getSeoPageData, signal ? { query, signal } : { query });

export const confirmEmail = (token: string) => call(authEndpoints.confirmEmail, { body: { token } });

export const saveCallbackRequest = (body: CallBody<typeof callbacksEndpoints.saveCallbackRequest>) => call(callbacksEndpoints.saveCallbackRequest, { body });
