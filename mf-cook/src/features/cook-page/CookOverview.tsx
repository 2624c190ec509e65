// The top of the cook page (its overview): avatar, name, speciality, rating with the
// reviews count, badges, distance, delivery, when orders are taken, 'О себе', and the actions
// (favourite, share, 'Написать', 'Оформить заказ' once the basket has this cook's dishes).
import { useState } from 'react';
import { BadgeCheck, Clock, MessageCircle, NotebookPen, Share2, ShoppingBag, Star, Stethoscope, Truck } from 'lucide-react';
import {
  AppLink,
  FavoriteButton,
  Picture,
  buildPath,
  emit,
  formatDeliveryCost,
  formatDistance,
  formatPrice,
  formatRating,
  shareLink,
  type CookPage,
} from '@povar/shared-kit';
import { reviewsCountText, workAvailableText } from './cook-facts';
import { useCookBasketTotal } from './use-cook-basket-total';
import { useOpenChat } from './use-open-chat';
import { useIsOwnCookPage } from './use-own-cook-page';
import styles from './CookOverview.module.css';

/** Longer 'О себе' texts start clamped, with 'Читать далее...'. */
export const ABOUT_CLAMP_LENGTH = 180;

export function CookOverview({ page, region }: { page: CookPage; region: string | null }) {
  const cook = page.cookData;
  const distance = formatDistance(cook.distance);
  const openChat = useOpenChat(cook.id);
  const ownPage = useIsOwnCookPage(cook.id);
  return (
    <section className={styles.overview} aria-labelledby="cook-name">
      <Picture image={cook.avatar} alt={cook.name} kind="cook" className={styles.avatar} priority />
      <div className={styles.main}>
        <h1 id="cook-name" className={styles.name}>
          {cook.name}
        </h1>
        {cook.speciality && <p className={styles.speciality}>{cook.speciality.title}</p>}
        <p className={styles.rating}>
          <Star aria-hidden="true" size={18} className={styles.star} />
          <span aria-label="Рейтинг">{formatRating(cook.rating)}</span>
          <span className={styles.muted}>{reviewsCountText(page.reviewsCount)}</span>
        </p>
        {(cook.passportVerified || cook.sanitaryVerified) && (
          <ul className={styles.badges}>
            {cook.passportVerified && (
              <li className={styles.badge}>
                <BadgeCheck aria-hidden="true" size={16} /> Повар проверен
              </li>
            )}
            {cook.sanitaryVerified && (
              <li className={styles.badge}>
                <Stethoscope aria-hidden="true" size={16} /> Медицинская книжка
              </li>
            )}
          </ul>
        )}
        <ul className={styles.facts}>
          {distance && <li>{distance}</li>}
          <li>
            <Truck aria-hidden="true" size={16} /> Доставка <strong>{formatDeliveryCost(cook.deliveryCost, cook.delivers)}</strong>
          </li>
          {cook.workAvailableAt && (
            <li>
              <Clock aria-hidden="true" size={16} /> {workAvailableText(cook.workAvailableAt, cook.workAvailableDay)}
            </li>
          )}
        </ul>
      </div>
      <div className={styles.actions}>
        <FavoriteButton kind="cooks" id={cook.id} initial={cook.isFavorite} variant="labelled" />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void shareLink(buildPath('COOK', { id: cook.id }, region), { kind: 'cook', id: cook.id })}
        >
          <Share2 aria-hidden="true" size={17} /> Поделиться
        </button>
        {ownPage ? (
          // The cook on their own page: no chat with or order from themselves, their menu instead.
          <AppLink href={buildPath('PROFILE_DISHES')} className={styles.primary}>
            <NotebookPen aria-hidden="true" size={17} /> Редактировать меню
          </AppLink>
        ) : (
          <>
            <button type="button" className={styles.primary} onClick={openChat}>
              <MessageCircle aria-hidden="true" size={17} /> Написать
            </button>
            <CheckoutButton cookId={cook.id} />
          </>
        )}
      </div>
      {cook.about.trim() !== '' && <AboutCook text={cook.about} />}
    </section>
  );
}

function AboutCook({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const clamped = !expanded && text.length > ABOUT_CLAMP_LENGTH;
  return (
    <section className={styles.about} aria-labelledby="cook-about">
      <h2 id="cook-about" className={styles.aboutTitle}>
        О себе
      </h2>
      <p id="cook-about-text" className={`${styles.aboutText} ${clamped ? styles.clamped : ''}`}>
        {text}
      </p>
      {clamped && (
        <button type="button" className={styles.more} aria-controls="cook-about-text" aria-expanded="false" onClick={() => setExpanded(true)}>
          Читать далее...
        </button>
      )}
    </section>
  );
}

/** 'Оформить заказ' with this cook's basket total; none while the basket holds nothing of theirs. */
function CheckoutButton({ cookId }: { cookId: number }) {
  const total = useCookBasketTotal(cookId);
  if (total <= 0) return null;
  return (
    // On a phone the button is a bar kept above the tabs, so the basket is one tap away anywhere in the menu.
    <div className={styles.basketBar}>
      {/* The basket popup is mf-basket-checkout's widget (opened by name with 'popup:open'), on this cook's basket. */}
      <button type="button" className={styles.primary} onClick={() => emit('popup:open', { popup: 'basket', props: { cookId } })}>
        <ShoppingBag aria-hidden="true" size={17} /> Оформить заказ <span className={styles.total}>{formatPrice(total)}</span>
      </button>
    </div>
  );
}
