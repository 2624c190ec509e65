// Owner: mf-chat. The chat's every-page parts: opening a chat from anywhere, the support account, and what the shell starts at start-up.
// The chat pages are mf-chat's ('/profile/chat'). Private files (chat attachments, and the
// documents the moderation and the cook's cabinet show) are this folder's too.
export { chatHref, installChatOpening, openSupportChat, requestChatOpen, resetChatOpeningForTests, type ChatOpenRequest } from './open-chat';
export { installChat } from './install-chat';
// 'Проблема с заказом': its topics and the answer time support promises (zod-free, like opening a chat).
export {
  ORDER_PROBLEM_MESSAGES,
  ORDER_PROBLEM_QUESTION_MAX_LENGTH,
  ORDER_PROBLEM_TOPICS,
  SUPPORT_ANSWER_MINUTES,
  SUPPORT_ANSWER_TEXT,
  type OrderProblemTopic,
} from '../../contracts/chat-limits';
// Private files (documents, chat attachments) are '@povar/shared-kit/private-files': only the pages that show them load that code.
