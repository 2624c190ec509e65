// The compilations page as routes.tsx maps it: its own chunk (zod, react-hook-form and dnd-kit).
import { lazy } from 'react';
import type { RoutePage } from '@povar/shared-kit';

export const CompilationsRoutePage: RoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-compilations" */ './CompilationsPage').then((module) => ({ default: module.CompilationsPage })),
);
