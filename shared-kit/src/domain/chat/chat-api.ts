// Opening a chat with a cook (or support), the one chat call every page may make.
import { call, type CallBody } from '../../api/call';
import { chatEndpoints } from '../../contracts/endpoints/chat';

export const openChat = (body: CallBody<typeof chatEndpoints.openChat>) => call(chatEndpoints.openChat, { body });
