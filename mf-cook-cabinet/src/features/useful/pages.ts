// The useful materials page (with the documents and kitchen photos) as routes.tsx maps it: its own chunk.
import { lazy } from 'react';
import type { RoutePage } from '@povar/shared-kit';

export const UsefulRoutePage: RoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-useful" */ './UsefulPage').then((module) => ({ default: module.UsefulPage })),
);
