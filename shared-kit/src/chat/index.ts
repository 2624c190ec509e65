// Public face of the chat's every-page parts: opening a chat from anywhere, the support account,
// and what the shell starts at start-up.
export { chatHref, installChatOpening, openSupportChat, requestChatOpen, resetChatOpeningForTests, type ChatOpenRequest } from './open-chat';
export { installChat } from './install-chat';
export {
  downloadPrivateFile,
  fetchPrivateFile,
  privateFileUrl,
  usePrivateImages,
  PrivateFileError,
  FILE_FAILED_TEXT,
  FILE_NOT_FOUND_TEXT,
  type PrivateImage,
} from './private-files';
