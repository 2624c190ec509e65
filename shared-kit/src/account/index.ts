// Platform, owned by the shell: the signed-in user and the popups any remote opens by name. The
// shell loads the user and hosts the popups, and the platform's access gate and widgets read
// them, so this is not a domain folder. Login completion and logout are domain/sign-in's.
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
