// The popups this remote draws for the whole product (opened by name with 'popup:open'), mounted by the shell's
// popup host: the basket and 'Перейти в меню повара?'. The basket's body is a chunk of its own,
// loaded when it first opens; the small different-baskets popup comes with this module.
import { lazy, Suspense, type JSX } from 'react';
import { createWidgetParcel, Popup, type WidgetParcels, type WidgetProps } from '@povar/shared-kit';
import { BASKET_TITLE } from './features/basket/texts';
import { DifferentBasketsPopup } from './features/different-baskets/DifferentBasketsPopup';

const BasketPopup = lazy(() =>
  import(/* webpackChunkName: "basket-popup" */ './features/basket/BasketPopup').then((module) => ({ default: module.BasketPopup })),
);

/** While the basket's chunk loads, the popup is already there, saying so. */
function BasketWidget(props: WidgetProps<'basket'>) {
  return (
    <Suspense
      fallback={
        <Popup title={BASKET_TITLE} onClose={props.onClose} sheetBelow="tablet" variant="side">
          <p aria-busy="true">Загрузка…</p>
        </Popup>
      }
    >
      <BasketPopup {...(props as WidgetProps<'basket'> & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}

export const widgets: WidgetParcels = {
  basket: createWidgetParcel<'basket'>('mf-basket-checkout', BasketWidget),
  'different-baskets': createWidgetParcel<'different-baskets'>('mf-basket-checkout', DifferentBasketsPopup),
};
