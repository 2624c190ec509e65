// The content pages' calls: a /docs text page, and the for-cooks landing's lead form.
import { call, endpoints, type CallBody } from '@povar/shared-kit';

export const getTextPage = (url: string, signal: AbortSignal) => call(endpoints.getTextPageByUrl, { query: { url }, signal });

export const saveCookLead = (body: CallBody<typeof endpoints.saveCallbackRequest>) => call(endpoints.saveCallbackRequest, { body });
