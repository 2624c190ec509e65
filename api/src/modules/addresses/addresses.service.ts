// Delivery addresses: a signed-in user's list (at most 20, exactly one active when not empty),
// a guest's one address, and moving the guest's address into the list on sign-in (once).
import {
  ADDRESS_CITY_NOT_SERVED_MESSAGE,
  ADDRESS_LIMIT_MESSAGE,
  MAX_USER_ADDRESSES,
  type GuestAddress,
  type GuestAddressRequest,
  type UserAddress,
  type UserAddressRequest,
} from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { AddressesRepository, GuestAddressFields, GuestAddressRow, UserAddressFields, UserAddressRow, UserAddressWrite } from './addresses.repository.ts';

export interface AddressesServiceDeps {
  repository: Pick<
    AddressesRepository,
    | 'isServedMainCity'
    | 'listUserAddresses'
    | 'findUserAddress'
    | 'createUserAddress'
    | 'updateUserAddress'
    | 'activateUserAddress'
    | 'deleteUserAddress'
    | 'findGuestAddress'
    | 'saveGuestAddress'
    | 'mergeGuestAddress'
  >;
  now: () => Date;
}

/** The client sends coordinates as strings; they are stored as numbers and given back the same way. */
const coordinateText = (value: number | null) => (value === null ? null : String(value));

const toGuestAddress = (row: GuestAddressRow): GuestAddress => ({
  address: row.address,
  fiasId: row.fiasId,
  mainCity: { id: row.mainCityId, slug: row.mainCitySlug, name: row.mainCityName },
  lat: coordinateText(row.lat),
  lon: coordinateText(row.lon),
});

const toUserAddress = (row: UserAddressRow): UserAddress => ({
  ...toGuestAddress(row),
  id: row.id,
  apartment: row.apartment,
  entrance: row.entrance,
  intercom: row.intercom,
  floor: row.floor,
  comment: row.comment,
  recipientName: row.recipientName,
  recipientPhone: row.recipientPhone,
  active: row.active,
});

/** Picked by name, never spread: whatever else a body holds (userId, active…) is never written (no mass assignment). */
const userFields = (body: UserAddressRequest): UserAddressFields => ({
  address: body.address,
  apartment: body.apartment,
  entrance: body.entrance,
  intercom: body.intercom,
  floor: body.floor,
  comment: body.comment,
  fiasId: body.fiasId,
  mainCityId: body.mainCityId,
  lat: body.lat,
  lon: body.lon,
});

const guestFields = (body: GuestAddressRequest): GuestAddressFields => ({
  address: body.address,
  fiasId: body.fiasId,
  mainCityId: body.mainCityId,
  lat: body.lat,
  lon: body.lon,
});

export function createAddressesService({ repository, now }: AddressesServiceDeps) {
  const requireServedCity = async (mainCityId: number) => {
    if (!(await repository.isServedMainCity(mainCityId))) throw new ApiError('validation', { errors: [ADDRESS_CITY_NOT_SERVED_MESSAGE] });
  };

  /** The address a write touched, as its owner sees it now. */
  const written = async (userId: number, write: UserAddressWrite): Promise<UserAddress> => {
    if (write.outcome === 'limit') throw new ApiError('validation', { errors: [ADDRESS_LIMIT_MESSAGE] });
    if (write.outcome === 'not_found') throw new ApiError('not_found');
    const row = await repository.findUserAddress(userId, write.id);
    if (!row) throw new ApiError('not_found');
    return toUserAddress(row);
  };

  return {
    async list(userId: number): Promise<UserAddress[]> {
      return (await repository.listUserAddresses(userId)).map(toUserAddress);
    },

    async create(userId: number, body: UserAddressRequest): Promise<UserAddress> {
      await requireServedCity(body.mainCityId);
      return written(userId, await repository.createUserAddress(userId, userFields(body), MAX_USER_ADDRESSES, now()));
    },

    /** Someone else's id is 404 and the row is left as it was. */
    async update(userId: number, id: number, body: UserAddressRequest): Promise<UserAddress> {
      // Ownership first: someone else's id must not learn whether its city is served.
      if (!(await repository.findUserAddress(userId, id))) throw new ApiError('not_found');
      await requireServedCity(body.mainCityId);
      return written(userId, await repository.updateUserAddress(userId, id, userFields(body), now()));
    },

    async activate(userId: number, id: number): Promise<UserAddress> {
      return written(userId, await repository.activateUserAddress(userId, id, now()));
    },

    async remove(userId: number, id: number): Promise<{ deleted: true; activeId: number | null }> {
      const result = await repository.deleteUserAddress(userId, id, now());
      if (!result.deleted) throw new ApiError('not_found');
      return result;
    },

    async guestAddress(guestSessionId: string | null): Promise<GuestAddress | null> {
      if (!guestSessionId) return null;
      const row = await repository.findGuestAddress(guestSessionId);
      return row ? toGuestAddress(row) : null;
    },

    async saveGuestAddress(guestSessionId: string, body: GuestAddressRequest): Promise<GuestAddress> {
      await requireServedCity(body.mainCityId);
      await repository.saveGuestAddress(guestSessionId, guestFields(body), now());
      const row = await repository.findGuestAddress(guestSessionId);
      if (!row) throw new ApiError('not_found');
      return toGuestAddress(row);
    },

    /** Moves the guest's address into the list once; `merged: false` when there was nothing (left) to move. */
    async mergeGuestAddress(userId: number, guestSessionId: string | null): Promise<{ merged: boolean; id?: number }> {
      if (!guestSessionId) return { merged: false };
      const result = await repository.mergeGuestAddress(userId, guestSessionId, MAX_USER_ADDRESSES, now());
      if (result.outcome === 'nothing') return { merged: false };
      if (result.outcome === 'limit') throw new ApiError('validation', { errors: [ADDRESS_LIMIT_MESSAGE] });
      if (result.outcome === 'not_found') throw new ApiError('unauthorized');
      return { merged: true, id: result.id };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
