// The dish pages as routes.tsx maps them: each loads with its own chunk (the form carries zod,
// react-hook-form, dnd-kit and the cropper; the list only dnd-kit).
import { lazy } from 'react';

export const DishesRoutePage = lazy(() => import(/* webpackChunkName: "cabinet-dishes" */ './DishesPage').then((module) => ({ default: module.DishesPage })));
export const HiddenDishesRoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-dishes" */ './DishesPage').then((module) => ({ default: module.HiddenDishesPage })),
);
export const DishFormRoutePage = lazy(() =>
  import(/* webpackChunkName: "cabinet-dish-form" */ './DishFormPage').then((module) => ({ default: module.DishFormPage })),
);
