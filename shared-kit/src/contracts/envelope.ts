// The response envelope every API answer carries (spec 7), success or failure.
import { z } from 'zod';

/** Machine-readable error kinds put in `error`; people read `message` and `errors`. */
export const ERROR_TYPES = [
  'validation',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'region_not_found',
  'internal',
  'unavailable',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.boolean(),
    data,
    errors: z.array(z.string()),
    message: z.string(),
    error: z.string().nullable(),
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());

export interface Envelope<T> {
  success: boolean;
  data: T;
  errors: string[];
  message: string;
  error: string | null;
}
