// Public face of accounts on the client: the signed-in user, login completion and logout, and
// the popups any remote opens by name.
export {
  changeUnreadCount,
  displayNameOf,
  getUser,
  loadUser,
  nameContainsPhone,
  resetUser,
  setUser,
  subscribeUser,
  useUser,
  type UserState,
} from './user-store';
export { completeLogin, logout, registerDevice, type LogoutOptions } from './account-flow';
export {
  closePopup,
  isWidgetPopup,
  listenToPopupRequests,
  openPopup,
  whenSignedIn,
  POPUP_OWNERS,
  type PopupName,
  type PopupPropsByName,
  type WidgetPopupName,
} from './popups';
