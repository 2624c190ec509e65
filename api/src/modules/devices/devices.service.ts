// The app's devices: registration for push, binding to the user on sign-in, release on
// sign-out, and pushing to every device a user is signed in on.
import { DEVICE_ID_MAX_LENGTH, PUSH_TOKEN_MAX_LENGTH, type DevicePlatform, type DeviceRegistration } from '@povar/shared-kit/contracts';
import type { PushSender } from '../notifications/index.ts';
import type { DevicesRepository } from './devices.repository.ts';

/** The device headers every call carries in the web view, when they make sense. */
export interface DeviceHeaders {
  deviceId: string | null;
  pushToken: string | null;
}

const headerValue = (raw: string | string[] | undefined, max: number): string | null => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value && value.length <= max ? value : null;
};

/** x-request-device-id and x-request-push-token; a missing, repeated or oversized one is absent. */
export const readDeviceHeaders = (headers: Record<string, string | string[] | undefined>): DeviceHeaders => ({
  deviceId: headerValue(headers['x-request-device-id'], DEVICE_ID_MAX_LENGTH),
  pushToken: headerValue(headers['x-request-push-token'], PUSH_TOKEN_MAX_LENGTH),
});

export function createDevicesService(deps: { repository: DevicesRepository; push: PushSender; now: () => Date }) {
  const { repository, now } = deps;
  return {
    /**
     * Registers the device with its push token, bound to the signed-in user or to nobody. Every
     * registration says whose the device is now, so a device id someone else learned cannot
     * send a user's notifications to another token.
     */
    async register(device: { deviceId: string; pushToken: string; platform: DevicePlatform | null }, userId: number | null): Promise<DeviceRegistration> {
      const row = await repository.upsertDevice({ ...device, userId, now: now() });
      return { error: null, value: { requestId: row.pushToken ?? device.pushToken, deviceId: row.deviceId } };
    },

    /** After a sign-in: the device named by the headers is the user's now, with the push token they carry. */
    async bindOnSignIn(headers: DeviceHeaders, userId: number): Promise<void> {
      if (!headers.deviceId) return;
      await repository.upsertDevice({ deviceId: headers.deviceId, pushToken: headers.pushToken, platform: null, userId, now: now() });
    },

    /** After a sign-out: the device stops receiving the user's notifications. */
    async releaseOnSignOut(headers: DeviceHeaders, userId: number): Promise<void> {
      if (headers.deviceId) await repository.releaseDevice(headers.deviceId, userId, now());
    },

    /** A notification to every device the user is signed in on; how many got it. */
    async pushToUser(userId: number, text: string, title?: string): Promise<number> {
      const tokens = await repository.pushTokensOf(userId);
      for (const token of tokens) await deps.push.send(token, text, title);
      return tokens.length;
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
