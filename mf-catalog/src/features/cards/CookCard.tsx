// A cook in a listing: the kit's card frame (avatar, name, the favourite heart over the avatar)
// with the catalogue's facts: speciality, rating with reviews, the two verification badges,
// distance and delivery cost.
import { buildPath, type CookCard as CookCardData } from '@povar/shared-kit';
import { ListingCard } from '@povar/shared-kit/cards';
import { CookDetails } from './CookFacts';

export function CookCard({ cook, region, priority = false }: { cook: CookCardData; region: string | null; priority?: boolean }) {
  return (
    <ListingCard
      subject="cook"
      id={cook.id}
      name={cook.name}
      image={cook.avatar}
      href={buildPath('COOK', { id: cook.id }, region)}
      titleId={`cook-${cook.id}`}
      links="router"
      priority={priority}
    >
      <CookDetails cook={cook} />
    </ListingCard>
  );
}
