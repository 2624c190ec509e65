// The cook application's calls: the signed-in person's latest application, and sending one (its
// files are uploaded beforehand through the upload kinds of cook-application.ts).
import { call, endpoints, type CallBody } from '@povar/shared-kit';

export const getCookApplication = (signal: AbortSignal) => call(endpoints.getCookApplication, { signal });

export const submitCookApplication = (body: CallBody<typeof endpoints.submitCookApplication>) => call(endpoints.submitCookApplication, { body });
