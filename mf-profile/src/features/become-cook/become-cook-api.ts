// The cook application's calls: the signed-in person's latest application, and sending one (its
// files are uploaded beforehand through the upload kinds of cook-application.ts).
import { call, type CallBody } from '@povar/shared-kit';
import { moderationEndpoints } from '@povar/shared-kit/endpoints/moderation';

export const getCookApplication = (signal: AbortSignal) => call(moderationEndpoints.getCookApplication, { signal });

export const submitCookApplication = (body: CallBody<typeof moderationEndpoints.submitCookApplication>) =>
  call(moderationEndpoints.submitCookApplication, { body });
