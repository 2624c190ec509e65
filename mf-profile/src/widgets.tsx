// The popups this remote draws for the whole product (opened by name with 'popup:open'), mounted by the shell's
// popup host. Each body is its own chunk: the exposed module stays a few lines, and a popup's
// forms and rules load only when it first opens.
import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { createWidgetParcel, Popup, type WidgetParcels, type WidgetPopupName, type WidgetProps } from '@povar/shared-kit';
import { formStyles as styles, Spinner } from '@povar/shared-kit/forms';

const AuthPopup = lazy(() => import(/* webpackChunkName: "auth-popup" */ './features/auth/AuthPopup').then((module) => ({ default: module.AuthPopup })));
const VerifyPhonePopup = lazy(() =>
  import(/* webpackChunkName: "verify-phone-popup" */ './features/auth/VerifyPhonePopup').then((module) => ({ default: module.VerifyPhonePopup })),
);
const RestorePasswordPopup = lazy(() =>
  import(/* webpackChunkName: "restore-password-popup" */ './features/auth/RestorePasswordPopup').then((module) => ({ default: module.RestorePasswordPopup })),
);
const BecomeCookPopup = lazy(() =>
  import(/* webpackChunkName: "become-cook-popup" */ './features/become-cook/BecomeCookPopup').then((module) => ({ default: module.BecomeCookPopup })),
);
const AddressListPopup = lazy(() =>
  import(/* webpackChunkName: "address-list-popup" */ './features/address/AddressListPopup').then((module) => ({ default: module.AddressListPopup })),
);
// The map itself (OpenLayers) is a further chunk, loaded by this one.
const AddressMapPopup = lazy(() =>
  import(/* webpackChunkName: "address-map-popup" */ './features/address/AddressMapPopup').then((module) => ({ default: module.AddressMapPopup })),
);

/** While the body's chunk loads, the popup is already there, saying so (a wait over 300 ms must show progress). */
function lazyWidget<N extends WidgetPopupName>(Body: ComponentType<WidgetProps<N>>) {
  return function Widget(props: WidgetProps<N>) {
    return (
      <Suspense
        fallback={
          <Popup title="Загрузка…" onClose={props.onClose} sheetBelow="tablet">
            <p className={styles.note} aria-busy="true">
              <Spinner size={24} />
            </p>
          </Popup>
        }
      >
        <Body {...(props as WidgetProps<N> & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}

export const widgets: WidgetParcels = {
  auth: createWidgetParcel<'auth'>('mf-profile', lazyWidget<'auth'>(AuthPopup)),
  'verify-phone': createWidgetParcel<'verify-phone'>('mf-profile', lazyWidget<'verify-phone'>(VerifyPhonePopup)),
  'restore-password': createWidgetParcel<'restore-password'>('mf-profile', lazyWidget<'restore-password'>(RestorePasswordPopup)),
  'become-cook': createWidgetParcel<'become-cook'>('mf-profile', lazyWidget<'become-cook'>(BecomeCookPopup)),
  'address-list': createWidgetParcel<'address-list'>('mf-profile', lazyWidget<'address-list'>(AddressListPopup)),
  'address-map': createWidgetParcel<'address-map'>('mf-profile', lazyWidget<'address-map'>(AddressMapPopup)),
};
