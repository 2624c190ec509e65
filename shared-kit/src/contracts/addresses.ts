// Delivery addresses: the
// signed-in user's list under /api/profiles/addresses and a guest's one address under
// /api/guest/addresses, plus the merge of the guest's address on sign-in (our design, docs/decisions.md).
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { envelopeSchema } from './envelope';

/** Our own limit: enough for a list, small enough to keep the address popup short. */
export const MAX_USER_ADDRESSES = 20;
export const ADDRESS_LIMIT_MESSAGE = `Можно сохранить не больше ${MAX_USER_ADDRESSES} адресов`;
export const ADDRESS_CITY_NOT_SERVED_MESSAGE = 'Сервис ещё недоступен в этом городе: выберите другой адрес';
export const GUEST_SESSION_MISSING_MESSAGE = 'Не удалось определить сессию';

export const ADDRESS_MAX_LENGTHS = {
  address: 500,
  apartment: 20,
  entrance: 20,
  intercom: 50,
  floor: 20,
  comment: 1000,
  fiasId: 64,
} as const;

export const ADDRESS_LABELS = {
  address: 'Адрес',
  apartment: 'Квартира',
  entrance: 'Подъезд',
  intercom: 'Домофон',
  floor: 'Этаж',
  comment: 'Комментарий',
  fiasId: 'Код ФИАС',
  mainCityId: 'Город',
  lat: 'Широта',
  lon: 'Долгота',
} as const;
const LABEL = ADDRESS_LABELS;

const MAX_INTEGER_ID = 2_147_483_647;

/** An optional text field: trimmed, '' and null mean "not given" (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: validationMessages.invalid(label) })
    .trim()
    .max(max, validationMessages.max(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A coordinate: the client sends it as a string ("57.153033"), a number is taken too; '' and null
 * mean none. Parsed to a number and kept within [-limit, limit].
 */
const coordinate = (label: string, limit: number) =>
  z
    .union([z.string().trim(), z.number()], { error: validationMessages.number(label) })
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const parsed = typeof value === 'number' ? value : /^[-+]?\d{1,3}(\.\d{1,15})?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(parsed)) {
        context.issues.push({ code: 'custom', message: validationMessages.number(label), input: value });
        return z.NEVER;
      }
      if (parsed < -limit) context.issues.push({ code: 'custom', message: validationMessages.minDecimal(-limit, label), input: value });
      else if (parsed > limit) context.issues.push({ code: 'custom', message: validationMessages.maxDecimal(limit, label), input: value });
      return parsed;
    });

const mainCityIdField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ],
    { error: validationMessages.required(LABEL.mainCityId) },
  )
  .pipe(
    z
      .number({ error: validationMessages.invalid(LABEL.mainCityId) })
      .int(validationMessages.invalid(LABEL.mainCityId))
      .min(1, validationMessages.invalid(LABEL.mainCityId))
      .max(MAX_INTEGER_ID, validationMessages.invalid(LABEL.mainCityId)),
  );

/** What a guest's and a user's address share (the guest's whole body). Owner ids are never read from a body: the owner is the account or the guest session. */
const placeFields = {
  address: z
    .string({ error: validationMessages.required(LABEL.address) })
    .trim()
    .min(1, validationMessages.required(LABEL.address))
    .max(ADDRESS_MAX_LENGTHS.address, validationMessages.max(LABEL.address, ADDRESS_MAX_LENGTHS.address)),
  fiasId: optionalText(LABEL.fiasId, ADDRESS_MAX_LENGTHS.fiasId),
  mainCityId: mainCityIdField,
  lat: coordinate(LABEL.lat, 90),
  lon: coordinate(LABEL.lon, 180),
};

/** Coordinates come in pairs: one without the other is no place on the map. */
const bothCoordinatesOrNone = <T extends { lat: number | null; lon: number | null }>(value: T, context: z.RefinementCtx<T>) => {
  if (value.lat !== null && value.lon === null) context.addIssue({ code: 'custom', message: validationMessages.required(LABEL.lon), path: ['lon'] });
  if (value.lon !== null && value.lat === null) context.addIssue({ code: 'custom', message: validationMessages.required(LABEL.lat), path: ['lat'] });
};

/** POST /api/guest/addresses ({address, fiasId, mainCityId, lat, lon}). */
export const guestAddressRequestSchema = z.object(placeFields).superRefine(bothCoordinatesOrNone);
export type GuestAddressRequest = z.infer<typeof guestAddressRequestSchema>;

/** POST /api/profiles/addresses and /api/profiles/addresses/{id}: the whole address, an update replaces every field. */
export const userAddressRequestSchema = z
  .object({
    ...placeFields,
    apartment: optionalText(LABEL.apartment, ADDRESS_MAX_LENGTHS.apartment),
    entrance: optionalText(LABEL.entrance, ADDRESS_MAX_LENGTHS.entrance),
    intercom: optionalText(LABEL.intercom, ADDRESS_MAX_LENGTHS.intercom),
    floor: optionalText(LABEL.floor, ADDRESS_MAX_LENGTHS.floor),
    comment: optionalText(LABEL.comment, ADDRESS_MAX_LENGTHS.comment),
  })
  .superRefine(bothCoordinatesOrNone);
export type UserAddressRequest = z.infer<typeof userAddressRequestSchema>;

/** The region an address lies in: mainCity {id}, with the slug the region handling reads. */
export const addressMainCitySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** A guest's address as answered (without the user-only apartment, entrance, intercom, floor and comment). */
export const guestAddressSchema = z.object({
  address: z.string(),
  fiasId: z.string().nullable(),
  mainCity: addressMainCitySchema,
  /** Strings ("57.153033"); null when the address has no coordinates. */
  lat: z.string().nullable(),
  lon: z.string().nullable(),
});
export type GuestAddress = z.infer<typeof guestAddressSchema>;

export const userAddressSchema = guestAddressSchema.extend({
  id: z.number().int(),
  apartment: z.string().nullable(),
  entrance: z.string().nullable(),
  intercom: z.string().nullable(),
  floor: z.string().nullable(),
  comment: z.string().nullable(),
  /**
   * Who received the last order delivered here and their phone (+7XXXXXXXXXX), offered at the
   * next checkout to this address; written by the checkout only, kept by edits of the address.
   */
  recipientName: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  /** The current address: exactly one in a non-empty list. */
  active: z.boolean(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

export const userAddressResponseSchema = envelopeSchema(userAddressSchema);
/** Newest first. */
export const userAddressListResponseSchema = envelopeSchema(z.array(userAddressSchema));
/** After a delete: the address that is active now (the newest remaining when the active one went), null when none is left. */
export const deletedAddressResponseSchema = envelopeSchema(z.object({ deleted: z.literal(true), activeId: z.number().int().nullable() }));
/** GET /api/guest/addresses: the guest's one address, or null when there is none (or no usable session-id). */
export const guestAddressResponseSchema = envelopeSchema(guestAddressSchema.nullable());
export const savedGuestAddressResponseSchema = envelopeSchema(guestAddressSchema);
/** POST /api/profiles/addresses/merge-guest: whether this call moved the guest's address, and its id in the list. */
export const mergeGuestAddressResponseSchema = envelopeSchema(z.object({ merged: z.boolean(), id: z.number().int().optional() }));
