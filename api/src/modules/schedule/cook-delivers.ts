// Whether a cook delivers at all, as one SQL expression any cook listing can select: the saved
// schedule's 'delivery' switch, or the default schedule's (which delivers) for a cook without one.
// A zero delivery cost with this true means free delivery; with it false the cook only has pickup.
import { sql } from 'drizzle-orm';
import { DEFAULT_COOK_SCHEDULE } from '@povar/shared-kit/contracts';
import { cookSchedules, cooks } from '../../db/schema.ts';

export const cookDeliversColumn = () =>
  sql<boolean>`coalesce((select ${cookSchedules.delivery} from ${cookSchedules} where ${cookSchedules.cookId} = ${cooks.id}), ${DEFAULT_COOK_SCHEDULE.delivery})`.mapWith(
    Boolean,
  );
