// A cook in a listing: the kit's cook card (avatar, name, the favourite heart over the avatar)
// with the catalogue's facts: speciality, rating with reviews, the two verification badges,
// distance and delivery cost.
import type { CookCard as CookCardData } from '@povar/shared-kit';
import { CookCard as KitCookCard } from '@povar/shared-kit/cards';
import { CookDetails } from './CookFacts';

export function CookCard({ cook, region, priority = false }: { cook: CookCardData; region: string | null; priority?: boolean }) {
  return (
    <KitCookCard cook={cook} region={region} links="router" priority={priority}>
      <CookDetails cook={cook} />
    </KitCookCard>
  );
}
