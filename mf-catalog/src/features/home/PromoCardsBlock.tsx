// A group of promo cards (spec 1 'promo codes and promo cards'): each card leads where its link
// says, and a card with a promo code copies the code with a toast.
import { Copy } from 'lucide-react';
import { Picture, copyWithToast, type PromoCard, type PromoCardCompilation } from '@povar/shared-kit';
import { BlockHeading } from './BlockHeading';
import { ContentLink } from './ContentLink';
import { HomeSlider } from './HomeSlider';
import styles from './HomeBlocks.module.css';

export const PROMO_CODE_COPIED_TEXT = 'Промокод скопирован';

export function PromoCardsBlock({ compilation }: { compilation: PromoCardCompilation }) {
  return (
    <section className={styles.block}>
      <BlockHeading title={compilation.title} />
      <HomeSlider
        items={compilation.cards}
        slideKey={(card) => card.id}
        label={compilation.title}
        slideClassName={styles.promoSlide}
        renderSlide={(card) => <PromoCardView card={card} />}
      />
    </section>
  );
}

function PromoCardView({ card }: { card: PromoCard }) {
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
