// Where and when a pickup order is collected, as rows of a facts list (<dl>): the cook's address
// and the cook's hours that day. The result page and the order card both show it, so the
// customer still has the address once the checkout is behind them.
import type { Order } from '../../contracts/orders';

export const PICKUP_PLACE_TEXT = 'Забрать у повара';
export const PICKUP_HOURS_LABEL = 'Часы выдачи';

export interface PickupFactsProps {
  order: Pick<Order, 'deliveryType' | 'pickup'>;
  /** The row's term: the card says 'Самовывоз', the result page 'Адрес'. */
  label: string;
}

export function PickupFacts({ order, label }: PickupFactsProps) {
  if (order.deliveryType !== 'pickup') return null;
  const pickup = order.pickup;
  return (
    <>
      <div data-fact="pickup-address">
        <dt>{label}</dt>
        <dd>{pickup ? `${PICKUP_PLACE_TEXT}: ${pickup.address}` : PICKUP_PLACE_TEXT}</dd>
      </div>
      {pickup?.hours && (
        <div data-fact="pickup-hours">
          <dt>{PICKUP_HOURS_LABEL}</dt>
          <dd>
            {pickup.hours.from}–{pickup.hours.to}
          </dd>
        </div>
      )}
    </>
  );
}
