// Path and query parameters that many calls share, validated the same way everywhere.
import { z } from 'zod';

/** Largest id a PostgreSQL `integer` column holds; bigger ids cannot exist, so they are invalid input. */
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * A positive integer id as it arrives in a path segment ("956"): digits only, so "1.5", "1e3",
 * " 7" and "0x10" are rejected rather than coerced.
 */
export const integerIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_INTEGER_ID));

/**
 * `{ id }` of a path like /profiles/addresses/:id; the routes take it from the endpoint table.
 */
export const integerIdParamsSchema = z.object({ id: integerIdParamSchema });
