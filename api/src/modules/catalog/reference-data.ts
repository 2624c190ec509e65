// Every listing first turns its path into a category or a main-page compilation. Those few rows
// change rarely (an operator's edit), so they are read once and kept in memory (remembered until
// public data changes on any instance) instead of costing each listing a database round trip.
import type { CatalogReferenceData, CatalogRepository, NamedSelection } from './catalog.repository.ts';

interface Selections {
  categories: Map<string, NamedSelection>;
  mainPageCompilations: Map<string, NamedSelection>;
}

/** The repository with its category and compilation lookups answered from memory. */
export function rememberReferenceData<Repository extends Pick<CatalogRepository, 'loadReferenceData' | 'findCategory' | 'findMainPageCompilation'>>(
  repository: Repository,
  remember: (load: () => Promise<Selections>) => () => Promise<Selections>,
): Repository {
  const selections = remember(async () => bySlug(await repository.loadReferenceData()));
  return {
    ...repository,
    async findCategory(slug: string) {
      return (await selections()).categories.get(slug);
    },
    async findMainPageCompilation(slug: string) {
      return (await selections()).mainPageCompilations.get(slug);
    },
  };
}

function bySlug(data: CatalogReferenceData): Selections {
  return {
    categories: new Map(data.categories.map((row) => [row.slug, row])),
    mainPageCompilations: new Map(data.mainPageCompilations.map((row) => [row.slug, row])),
  };
}
