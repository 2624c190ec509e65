// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
// The map is typed by the table: a page for every route this remote owns, and no other name.
import { lazy } from 'react';
import type { PageMap, RoutePage } from '@povar/shared-kit';

// The chats page carries its rules (zod, through the contracts) and the composer: a chunk of its own.
const ChatsPage = lazy(() => import(/* webpackChunkName: "chats" */ './features/chats/ChatsPage').then((module) => ({ default: module.ChatsPage })));

export const pages: PageMap<'mf-chat', RoutePage> = {
  PROFILE_CHATS: ChatsPage,
};
