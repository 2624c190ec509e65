// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { lazy } from 'react';
import type { RoutePage } from '@povar/shared-kit';

// The chats page carries its rules (zod, through the contracts) and the composer: a chunk of its own.
const ChatsPage = lazy(() => import(/* webpackChunkName: "chats" */ './features/chats/ChatsPage').then((module) => ({ default: module.ChatsPage })));

export const pages: Record<string, RoutePage> = {
  PROFILE_CHATS: ChatsPage,
};
