// Stores requests left through popups and forms (the callback_requests table).
import type { Orm } from '../../db/client.ts';
import { callbackRequests } from '../../db/schema.ts';

/** One request; the contact it does not carry (e-mail or phone) and an absent name are ''. */
export interface NewCallbackRequest {
  type: string;
  email?: string;
  phone?: string;
  name?: string;
  regionSlug: string;
}

export function createCallbacksRepository(orm: Orm) {
  return {
    /** Saves the request; the same type, contact and region again changes nothing. */
    async saveOnce(request: NewCallbackRequest): Promise<void> {
      await orm.insert(callbackRequests).values(request).onConflictDoNothing();
    },
  };
}

export type CallbacksRepository = ReturnType<typeof createCallbacksRepository>;
