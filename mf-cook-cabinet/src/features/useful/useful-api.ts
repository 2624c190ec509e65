// The cooks' useful materials (GET /api/profiles/useful) and the text of one of them, the same
// /docs page the catalogue shows (GET /api/text-pages/get-by-url; its HTML sanitised by the API).
import { useQuery } from '@tanstack/react-query';
import { call } from '@povar/shared-kit';
import { contentEndpoints } from '@povar/shared-kit/endpoints/content';
import { profilesEndpoints } from '@povar/shared-kit/endpoints/profiles';

const required = <T>(answer: T | undefined): T => {
  if (answer === undefined) throw new Error('The API answered without data');
  return answer;
};

/** Editors rarely change a text; reading one again within minutes would only repeat it. */
const TEXT_STALE_TIME_MS = 5 * 60 * 1000;

export function useUsefulMaterials() {
  return useQuery({
    queryKey: ['cabinet', 'useful'],
    queryFn: async ({ signal }) => required(await call(profilesEndpoints.getUsefulMaterials, { signal })),
    staleTime: TEXT_STALE_TIME_MS,
  });
}

export function useMaterialText(href: string | null) {
  return useQuery({
    queryKey: ['content', 'text-page', href],
    queryFn: async ({ signal }) => required(await call(contentEndpoints.getTextPageByUrl, { query: { url: href ?? '' }, signal })),
    enabled: href !== null,
    staleTime: TEXT_STALE_TIME_MS,
  });
}

/** '/docs/profile/useful/rules' → 'rules': the page's ?material= value. */
export const materialSlug = (href: string) => href.split('/').pop() ?? '';
