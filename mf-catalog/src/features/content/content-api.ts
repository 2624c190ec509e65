// The content pages' calls: a /docs text page, and the for-cooks landing's lead form.
import { call, type CallBody } from '@povar/shared-kit';
import { callbacksEndpoints } from '@povar/shared-kit/endpoints/callbacks';
import { contentEndpoints } from '@povar/shared-kit/endpoints/content';

export const getTextPage = (url: string, signal: AbortSignal) => call(contentEndpoints.getTextPageByUrl, { query: { url }, signal });

export const saveCookLead = (body: CallBody<typeof callbacksEndpoints.saveCallbackRequest>) => call(callbacksEndpoints.saveCallbackRequest, { body });
