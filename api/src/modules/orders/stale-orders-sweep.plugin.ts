// The stale-order sweep, a plugin of its own: every `everyMs` while the server is up it cancels the
// orders left waiting too long (cancelStaleOrders, orders.service.ts), then sends the refunds that
// cancellations recorded but never sent (the process died before). 0 runs no timer (tests).
import fp from 'fastify-plugin';
import { repeatWhileUp } from '../../plugins/repeating-task.ts';

/** How often the server cancels stale orders by default (ORDER_SWEEP_INTERVAL_MS, config.ts; 0 turns it off). */
export const STALE_ORDER_SWEEP_MS = 60_000;

export const staleOrdersSweepPlugin = fp<{ everyMs: number }>(
  async function staleOrdersSweepPlugin(app, { everyMs }) {
    const sweep = async () => {
      await app.orders.cancelStaleOrders();
      await app.payments.completePendingRefunds();
    };
    repeatWhileUp(app, everyMs, sweep, 'stale order sweep failed');
  },
  { name: 'api-stale-orders-sweep', dependencies: ['api-orders', 'api-payments'] },
);
