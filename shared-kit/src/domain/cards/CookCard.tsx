// A cook in a listing, in the card frame every listing shares: the avatar, the name to the cook's
// page, the heart over the avatar. The facts under the name are the caller's (the catalogue shows
// badges and delivery, the favourites the speciality and rating).
import { buildPath, type CookCard as CookCardData } from '@povar/shared-kit';
import { ListingCard, type ListingCardProps } from './ListingCard';

export interface CookCardProps extends Pick<ListingCardProps, 'look' | 'headingLevel' | 'links' | 'priority' | 'favorite' | 'children'> {
  cook: CookCardData;
  /** The region the cook's page opens in. */
  region: string | null;
  /** Before the cook's id in the name's id ('cook-7'): two lists on one page take two prefixes. */
  idPrefix?: string;
}

export function CookCard({ cook, region, idPrefix = 'cook', ...frame }: CookCardProps) {
  return (
    <ListingCard
      subject="cook"
      id={cook.id}
      name={cook.name}
      image={cook.avatar}
      href={buildPath('COOK', { id: cook.id }, region)}
      titleId={`${idPrefix}-${cook.id}`}
      {...frame}
    />
  );
}
