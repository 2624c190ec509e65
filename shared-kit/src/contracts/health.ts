// The readiness answer servers and probes poll before sending traffic.
import { z } from 'zod';
import { envelopeSchema } from './envelope';

/** GET /api/health: 200 once the API can reach its database. */
export const healthResponseSchema = envelopeSchema(z.object({ status: z.literal('ok') }));
