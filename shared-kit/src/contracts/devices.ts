// Registering the mobile app's device for push (POST
// /api/device/register): what the app's web view sends and the {error, value} it reads back.
import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { envelopeSchema } from './envelope';

export const DEVICE_PLATFORMS = ['ios', 'android', 'web'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

export const DEVICE_ID_MAX_LENGTH = 200;
export const PUSH_TOKEN_MAX_LENGTH = 4096;
export const DEVICE_ID_REQUIRED_MESSAGE = validationMessages.required('deviceId');

const isPlatform = (value: string): value is DevicePlatform => (DEVICE_PLATFORMS as readonly string[]).includes(value);
const idField = (label: string, max: number) =>
  z
    .string({ error: validationMessages.invalid(label) })
    .trim()
    .min(1, { error: validationMessages.required(label), abort: true })
    .max(max, validationMessages.max(label, max));

/**
 * The payload is known by two namings, {token, platform} ("the web-view request id and the device id")
 * and {requestId, deviceId}. Read as: requestId (or token) is the push token; deviceId is the
 * device id, else `platform` when it is not an OS name, else the x-request-device-id header
 * (the API fills that in); `platform` that is 'ios', 'android' or 'web' names the OS.
 */
export const deviceRegisterRequestSchema = z
  .object({
    requestId: idField('requestId', PUSH_TOKEN_MAX_LENGTH).optional(),
    token: idField('token', PUSH_TOKEN_MAX_LENGTH).optional(),
    deviceId: idField('deviceId', DEVICE_ID_MAX_LENGTH).optional(),
    platform: idField('platform', DEVICE_ID_MAX_LENGTH).optional(),
  })
  .refine((body) => body.requestId !== undefined || body.token !== undefined, { error: validationMessages.required('requestId'), path: ['requestId'] })
  .transform((body) => {
    const platform = body.platform !== undefined && isPlatform(body.platform) ? body.platform : null;
    return {
      pushToken: (body.requestId ?? body.token)!,
      deviceId: body.deviceId ?? (body.platform !== undefined && platform === null ? body.platform : null),
      platform,
    };
  });
export type DeviceRegisterRequest = z.infer<typeof deviceRegisterRequestSchema>;

/** The app stores the values only when `error` is null and `value` is there. */
export const deviceRegistrationSchema = z.object({
  error: z.string().nullable(),
  value: z.object({ requestId: z.string(), deviceId: z.string() }).nullable(),
});
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>;
export const deviceRegisterResponseSchema = envelopeSchema(deviceRegistrationSchema);
