// What a failed call tells a person: the API's own words when it gave any, a generic line otherwise.
import { GENERIC_ERROR_TEXT, isApiError } from '@povar/shared-kit';

export const failureText = (error: unknown): string => (isApiError(error) ? error.userMessage : GENERIC_ERROR_TEXT);

/** A refusal of what was sent (400): its text belongs under the field it is about. */
export const isRefusal = (error: unknown): boolean => isApiError(error) && error.status === 400;
