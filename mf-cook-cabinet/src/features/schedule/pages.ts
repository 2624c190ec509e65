// The schedule page as routes.tsx maps it: its own chunk (the form's rules and the calendar).
import { lazy } from 'react';
import type { RoutePage } from '@povar/shared-kit';

export const ScheduleRoutePage: RoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-schedule" */ './SchedulePage').then((module) => ({ default: module.SchedulePage })),
);
