// Stores the app's devices (the devices table): push token, platform and the user signed in on each.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { devices } from '../../db/schema.ts';

export type DeviceRow = typeof devices.$inferSelect;

export function createDevicesRepository(orm: Orm) {
  return {
    /**
     * Writes the device as this request describes it: push token and user are replaced every
     * time (whoever registers last owns the row), the platform only when given.
     */
    async upsertDevice(device: { deviceId: string; pushToken: string | null; platform: string | null; userId: number | null; now: Date }): Promise<DeviceRow> {
      const { deviceId, pushToken, platform, userId, now } = device;
      const [row] = await orm
        .insert(devices)
        .values({ deviceId, pushToken, platform, userId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: devices.deviceId,
          set: { pushToken, userId, updatedAt: now, ...(platform ? { platform } : {}) },
        })
        .returning();
      if (!row) throw new Error('the device row was just written');
      return row;
    },

    /** Unbinds the device, only from this user: someone else's device stays as it is. */
    async releaseDevice(deviceId: string, userId: number, now: Date): Promise<void> {
      await orm
        .update(devices)
        .set({ userId: null, updatedAt: now })
        .where(and(eq(devices.deviceId, deviceId), eq(devices.userId, userId)));
    },

    /** The push tokens of the devices the user is signed in on. */
    async pushTokensOf(userId: number): Promise<string[]> {
      const rows = await orm
        .select({ pushToken: devices.pushToken })
        .from(devices)
        .where(and(eq(devices.userId, userId), isNotNull(devices.pushToken)));
      return rows.flatMap((row) => (row.pushToken ? [row.pushToken] : []));
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
