// The frame every card of a listing shares, dish or cook: the picture as a link, the favourite
// heart over it, the name as a link (it labels the card), and under it what the card tells.
// Stateless; its state (the favourites, the basket, the router) is the kit's singleton, so this
// folder imports the kit by its package name, never by a relative path: a relative import would
// bundle a second copy of those stores into every app that uses the cards.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { AppLink, FavoriteButton, Link, Picture, type Image } from '@povar/shared-kit';
import styles from './Card.module.css';

/** 'listing': the catalogue's and the cook page's cards; 'compact': the favourites grid. */
export type CardLook = 'listing' | 'compact';

/**
 * How the card's links navigate: 'router' inside the app's own React Router (the catalogue, whose
 * pages and popup live in one router); 'app' through single-spa, which also picks the app that
 * shows the target (a link from one app to another's page).
 */
export type CardLinks = 'router' | 'app';

/** What the card shows: its placeholder picture and the favourites list its heart writes to. */
export type CardSubject = 'dish' | 'cook';

const FAVORITE_KINDS = { dish: 'dishes', cook: 'cooks' } as const;

/** The class names of one look, for the frame and the bodies drawn inside it. */
export function cardClasses(look: CardLook) {
  const compact = look === 'compact';
  return {
    card: compact ? `${styles.card} ${styles.compactCard}` : styles.card,
    body: compact ? `${styles.body} ${styles.compactBody}` : styles.body,
    title: compact ? `${styles.title} ${styles.compactTitle}` : styles.title,
    price: compact ? `${styles.price} ${styles.compactPrice}` : styles.price,
    meta: styles.meta,
    cookLink: styles.cookLink,
    buy: styles.buy,
  };
}

export interface ListingCardProps {
  subject: CardSubject;
  id: number;
  name: string;
  image: Image | null;
  /** Where the picture and the name lead. */
  href: string;
  /** The name's id, which labels the card: unique on the page (two lists of one page use two prefixes). */
  titleId: string;
  look?: CardLook;
  /** 3 under a section's heading; 2 where the cards are the page's own list under its h1. */
  headingLevel?: 2 | 3;
  links?: CardLinks;
  /** Called on a click on the picture or the name before the link navigates; it may prevent that. */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The name opens a dialog (onOpen's popup) rather than leaving the page. */
  opensDialog?: boolean;
  /** The picture is in the first screen: loaded at once and first (the page's largest paint). */
  priority?: boolean;
  /** The heart starts pressed, before the user's favourites have loaded (a favourites page). */
  favorite?: boolean;
  children?: ReactNode;
}

export function ListingCard({
  subject,
  id,
  name,
  image,
  href,
  titleId,
  look = 'listing',
  headingLevel = 3,
  links = 'app',
  onOpen,
  opensDialog = false,
  priority = false,
  favorite = false,
  children,
}: ListingCardProps) {
  const classes = cardClasses(look);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={styles.mediaBox}>
        <CardLink via={links} href={href} className={styles.media} tabIndex={-1} aria-hidden="true" onClick={onOpen}>
          <Picture image={image} alt="" kind={subject} className={styles.picture} priority={priority} />
        </CardLink>
        {/* Beside the link, not in it: a button inside <a> is invalid and would open the card. */}
        <FavoriteButton kind={FAVORITE_KINDS[subject]} id={id} initial={favorite} className={styles.favorite} />
      </div>
      <div className={classes.body}>
        <Heading id={titleId} className={classes.title}>
          <CardLink via={links} href={href} onClick={onOpen} aria-haspopup={opensDialog ? 'dialog' : undefined}>
            {name}
          </CardLink>
        </Heading>
        {children}
      </div>
    </article>
  );
}

/** A link of a card, through the router or single-spa: both draw the same <a href>. */
export function CardLink({ via, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { via: CardLinks; href: string }) {
  return via === 'router' ? <Link to={href} {...props} /> : <AppLink href={href} {...props} />;
}
