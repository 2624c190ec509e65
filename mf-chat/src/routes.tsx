// Which page each of this remote's routes shows (the route table in shared-kit decides the route).
import { SectionPage, type RoutePage } from '@povar/shared-kit';

export const pages: Record<string, RoutePage> = {
  PROFILE_CHATS: SectionPage,
};
