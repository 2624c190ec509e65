// Stores requests left through popups (the callback_requests table).
import type { Orm } from '../../db/client.ts';
import { callbackRequests } from '../../db/schema.ts';

export interface NewCallbackRequest {
  type: string;
  email: string;
  regionSlug: string;
}

export function createCallbacksRepository(orm: Orm) {
  return {
    /** Saves the request; the same one again changes nothing. */
    async saveOnce(request: NewCallbackRequest): Promise<void> {
      await orm.insert(callbackRequests).values(request).onConflictDoNothing();
    },
  };
}

export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
