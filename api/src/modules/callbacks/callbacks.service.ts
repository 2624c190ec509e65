// Popup and form requests: a region-notify request must name a region we know and do not serve
// yet (or no region), e-mails are kept lower-case so one person is one row; a cook lead is kept
// with its phone normalised (the contract did that) for whoever calls cooks back.
import type { CallbackSaveRequest } from '@povar/shared-kit/contracts';
import { ApiError } from '../../plugins/errors.ts';
import type { GeoRepository } from '../geo/index.ts';
import type { CallbacksRepository } from './callbacks.repository.ts';

export function createCallbacksService(deps: { callbacks: Pick<CallbacksRepository, 'saveOnce'>; mainCities: Pick<GeoRepository, 'findMainCityBySlug'> }) {
  return {
    async save(request: CallbackSaveRequest): Promise<void> {
      if (request.type === 'cook-lead') {
        // Any well-formed city is kept, served or not, known or not: like 'Сообщить мне', a
        // city someone wants to cook in is worth hearing about.
        await deps.callbacks.saveOnce({ type: request.type, name: request.name, phone: request.phone, regionSlug: request.regionSlug });
        return;
      }
      // An unknown slug is still worth keeping: it is a city people ask for.
      if (request.regionSlug) {
        const city = await deps.mainCities.findMainCityBySlug(request.regionSlug);
        if (city?.isServed) {
          const message = 'Мы уже работаем в этом городе — заказывайте!';
          throw new ApiError('validation', { message, errors: [message] });
        }
      }
      await deps.callbacks.saveOnce({
        type: request.type,
        email: request.email.toLowerCase(),
        regionSlug: request.regionSlug ?? '',
      });
    },
  };
}
