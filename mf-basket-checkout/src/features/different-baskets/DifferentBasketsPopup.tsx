// 'Перейти в меню повара?': after a dish started another cook's basket on a
// catalogue page. 'Остаться' and every other way of closing mark it shown for the session;
// 'Перейти' unmarks it and opens the cook's menu in the cook's region (COOK_REGION).
import { navigateToUrl } from 'single-spa';
import { buildPath, buttonStyles, markDifferentBasketsShown, Popup, unmarkDifferentBasketsShown, type WidgetProps } from '@povar/shared-kit';
import styles from './DifferentBasketsPopup.module.css';

export const DIFFERENT_BASKETS_TITLE = 'Перейти в меню повара?';
export const DIFFERENT_BASKETS_TEXT = 'Заказ от каждого повара оформляется отдельно. Предлагаем собрать заказ у данного повара.';

export function DifferentBasketsPopup({ cookId, regionSlug, onClose }: WidgetProps<'different-baskets'>) {
  const stay = () => {
    markDifferentBasketsShown();
    onClose();
  };
  const go = () => {
    unmarkDifferentBasketsShown();
    onClose();
    navigateToUrl(buildPath('COOK', { id: cookId }, regionSlug));
  };
  return (
    <Popup
      title={DIFFERENT_BASKETS_TITLE}
      onClose={stay}
      sheetBelow="tablet"
      footer={
        <div className={styles.actions}>
          <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.large} ${styles.choice} ${styles.stay}`} onClick={stay}>
            Остаться
          </button>
          <button type="button" className={`${buttonStyles.primary} ${buttonStyles.large} ${styles.choice}`} onClick={go}>
            Перейти
          </button>
        </div>
      }
    >
      <p className={styles.text}>{DIFFERENT_BASKETS_TEXT}</p>
    </Popup>
  );
}
