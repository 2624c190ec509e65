// A group of promo cards: each card leads where its link
// says, and a card with a promo code copies the code with a toast and tells what it gives. The
// codes usable now (from the API) join the editor's cards, so a customer finds them here; an
// editor's code that no longer works is not offered.
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { activePromoCodesQuery, Picture, copyWithToast, type PromoCard, type PromoCardCompilation } from '@povar/shared-kit';
import type { ActivePromoCode } from '@povar/shared-kit/contracts';
import { BlockHeading } from './BlockHeading';
import { ContentLink } from './ContentLink';
import { HomeSlider } from './HomeSlider';
import styles from './HomeBlocks.module.css';

export const PROMO_CODE_COPIED_TEXT = 'Промокод скопирован';

/** A card's colour for the codes the editor did not put on a card. */
const CODE_CARD_BACKGROUND = '#fff4d6';

interface ShownPromoCard extends PromoCard {
  /** What the card's code gives ('Скидка 10 % на блюда от 1 000 ₽'); null when unknown. */
  conditions: string | null;
}

/** The editor's cards (a code that no longer works left off), then a card for each other usable code. */
export function withUsableCodes(cards: PromoCard[], usable: ActivePromoCode[] | undefined): ShownPromoCard[] {
  if (!usable) return cards.map((card) => ({ ...card, conditions: null }));
  const byCode = new Map(usable.map((promo) => [promo.code, promo]));
  const shown = cards.map((card) => {
    const promo = card.promoCode ? byCode.get(card.promoCode.toLocaleUpperCase('ru-RU')) : undefined;
    return { ...card, promoCode: promo ? card.promoCode : null, conditions: promo?.conditions ?? null };
  });
  const onCards = new Set(shown.map((card) => card.promoCode?.toLocaleUpperCase('ru-RU')));
  const extra = usable
    .filter((promo) => !onCards.has(promo.code))
    .map((promo, index) => ({
      id: -(index + 1),
      title: `Промокод ${promo.code}`,
      text: 'Введите его при оформлении заказа.',
      promoCode: promo.code,
      link: null,
      background: CODE_CARD_BACKGROUND,
      image: null,
      conditions: promo.conditions,
    }));
  return [...shown, ...extra];
}

export function PromoCardsBlock({ compilation }: { compilation: PromoCardCompilation }) {
  const usable = useQuery(activePromoCodesQuery());
  const cards = withUsableCodes(compilation.cards, usable.data);
  return (
    <section className={styles.block}>
      <BlockHeading title={compilation.title} />
      <HomeSlider
        items={cards}
        slideKey={(card) => card.id}
        label={compilation.title}
        slideClassName={styles.promoSlide}
        renderSlide={(card) => <PromoCardView card={card} />}
      />
    </section>
  );
}

function PromoCardView({ card }: { card: ShownPromoCard }) {
  const code = card.promoCode;
  const copyCode = (promoCode: string) =>
    void copyWithToast(promoCode, {
      copied: PROMO_CODE_COPIED_TEXT,
      failed: `Не удалось скопировать промокод ${promoCode}`,
      toastId: 'promo-code',
    });
  return (
    // The editor's colour is the card's own; the text keeps the page's colour, which the light backgrounds carry.
    <article className={styles.promoCard} style={{ background: card.background }}>
      <h3 className={styles.promoTitle}>
        {card.link ? (
          // The whole card is the link (its ::after covers the card); the code button sits above it.
          <ContentLink href={card.link} className={styles.promoLink}>
            {card.title}
          </ContentLink>
        ) : (
          card.title
        )}
      </h3>
      <p className={styles.promoCardText}>{card.text}</p>
      {card.conditions && <p className={styles.promoConditions}>{card.conditions}</p>}
      <div className={styles.promoFoot}>
        {code && (
          <button type="button" className={styles.promoCode} onClick={() => copyCode(code)} aria-label={`Скопировать промокод ${code}`}>
            <span className={styles.promoCodeValue}>{code}</span>
            <Copy aria-hidden="true" size={16} />
          </button>
        )}
        {card.image && <Picture image={card.image} alt="" kind="dish" className={styles.promoCardPicture} />}
      </div>
    </article>
  );
}
