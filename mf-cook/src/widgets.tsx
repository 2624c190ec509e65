// The popups this remote draws for the whole product (opened by name with 'popup:open'), mounted by the shell's
// popup host: the cook review form. Its body (the form, zod and the rules) is a chunk of its
// own, loaded when the popup first opens.
import { lazy, Suspense, type JSX } from 'react';
import { createWidgetParcel, Popup, type WidgetParcels, type WidgetProps } from '@povar/shared-kit';

const CookReviewPopup = lazy(() =>
  import(/* webpackChunkName: "cook-review-popup" */ './features/review-form/CookReviewPopup').then((module) => ({ default: module.CookReviewPopup })),
);

/** While the form's chunk loads, the popup is already there, saying so. */
function CookReviewWidget(props: WidgetProps<'cook-review'>) {
  return (
    <Suspense
      fallback={
        <Popup title="Отзыв о поваре" onClose={props.onClose} sheetBelow="tablet">
          <p aria-busy="true">Загрузка…</p>
        </Popup>
      }
    >
      <CookReviewPopup {...(props as WidgetProps<'cook-review'> & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

export const widgets: WidgetParcels = {
  'cook-review': createWidgetParcel<'cook-review'>('mf-cook', CookReviewWidget),
};
