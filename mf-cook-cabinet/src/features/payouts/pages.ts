// The payout page as the remote's router takes it: its own chunk, loaded only when a cook opens a payout.
import { lazy } from 'react';
import type { RoutePage } from '@povar/shared-kit';

export const PayoutRoutePage: RoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-payouts" */ './PayoutPage').then((module) => ({ default: module.PayoutPage })),
);
