// Public face of the UI kit.
export { dismissToast, notify, notifyError, notifySuccess, TOAST_DURATION_MS, type NotifyOptions } from './toast';
export { ToastHost } from './ToastHost';
export { claimDocumentTitle, setRouteDocumentTitle, useDocumentTitle } from './document-title';
export { Picture, type PictureProps, type PlaceholderKind } from './Picture';
export { Popup, type PopupProps } from './Popup';
export { Tooltip, type TooltipProps } from './Tooltip';
export { TOOLTIP_SHOW_DELAY_MS, MENU_HIDE_DELAY_MS } from './delays';
export { isAnyPopupOpen, subscribeOpenPopups } from './open-popups';
export { SHEET_SWIPE_CLOSE_DISTANCE_PX, SHEET_SWIPE_FLICK_SPEED, SHEET_SWIPE_FLICK_MIN_PX } from './sheet-swipe';
export { confirmDialog, showMessage, type ConfirmOptions, type MessageOptions } from './dialogs';
export { DialogHost, ConfirmPopup, MessagePopup } from './DialogHost';
export { AppLink } from './AppLink';
export { NotFoundScreen } from './NotFoundScreen';
export { ErrorScreen, ERROR_SCREEN_TEXTS, type ErrorScreenProps } from './ErrorScreen';
export { useMarkPageScreen, usePageScreen, getShownPageScreen, type PageScreenKind, type ShownPageScreen } from './page-screen';
/** The layout of full-page states (not found, region not available), for screens built elsewhere. */
export { default as screenStyles } from './Screen.module.css';
/** The kit's buttons (`primary`, `secondary`, `danger`, `dangerOutline`, and `large` beside one); a local class adds what differs on purpose. */
export { default as buttonStyles } from './Button.module.css';
export { default as reasonFormStyles } from './ReasonForm.module.css';
export { default as richTextStyles } from './RichText.module.css';
export { StateBlock, type StateBlockProps } from './StateBlock';
export { Spinner, type SpinnerProps } from './Spinner';
export { useMediaQuery } from './use-media-query';
export { useBrowserValue } from './use-browser-value';
export { copyWithToast, shareLink, LINK_COPIED_TEXT, SHARE_GOAL, type CopyMessages, type ShareSubject } from './share';
export { StoreBadges, type StoreBadgesProps, type StoreLinks } from './StoreBadges';
export { scrollToFirstError, ERROR_SCROLL_OFFSET_PX, FORM_TIMING } from './form-errors';
export { PhoneInput, formatPhoneInput, formatPhoneTyping, nationalDigits, type PhoneInputProps } from './PhoneInput';
export { ImageViewer, IMAGE_VIEWER_LABELS, IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO, type ImageViewerImage, type ImageViewerProps } from './ImageViewer';
