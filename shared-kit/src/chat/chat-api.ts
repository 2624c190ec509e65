// Opening a chat with a cook (or support), the one chat call every page may make.
import { call, type CallBody } from '../api/call';
import { endpoints } from '../contracts/endpoints';

export const openChat = (body: CallBody<typeof endpoints.openChat>) => call(endpoints.openChat, { body });
