// The payouts run, a plugin of its own: with PAYOUTS_PROVIDER=yookassa it sends pending payouts
// every PAYOUTS_SWEEP_INTERVAL_MS while the server is up; 0 (the 'manual' provider, tests) runs no timer.
import fp from 'fastify-plugin';
import { repeatWhileUp } from '../../plugins/repeating-task.ts';

export const payoutsSweepPlugin = fp<{ everyMs: number }>(
  async function payoutsSweepPlugin(app, { everyMs }) {
    repeatWhileUp(app, everyMs, () => app.payouts.sendPendingPayouts(), 'payouts run failed');
  },
  { name: 'api-payouts-sweep', dependencies: ['api-payouts'] },
);
