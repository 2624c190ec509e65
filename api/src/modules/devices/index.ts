// Devices module: what other modules use (auth binds and releases devices, later modules push to users).
import type { Orm } from '../../db/client.ts';
import { createOutboxPushSender, createOutboxRepository } from '../notifications/index.ts';
import { createDevicesRepository } from './devices.repository.ts';
import { createDevicesService, type DevicesService } from './devices.service.ts';

export { readDeviceHeaders, type DeviceHeaders, type DevicesService } from './devices.service.ts';
export { default as devicesRoutes } from './devices.routes.ts';

/** The devices service over the database, pushing through the embedded sender. */
export function devicesServiceFor(orm: Orm, now: () => Date): DevicesService {
  return createDevicesService({
    repository: createDevicesRepository(orm),
    push: createOutboxPushSender({ outbox: createOutboxRepository(orm), now }),
    now,
  });
}
