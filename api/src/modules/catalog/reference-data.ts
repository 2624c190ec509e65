// Every listing first turns its address into a region and its path into a category or compilation.
// Those few rows change rarely (an operator's edit), so they are read once and kept in memory
// instead of costing each listing one or two more database round trips. The same announcements
// that clear the public-read cache (a change to regions, categories or compilations on any
// instance) drop them here, and the next listing reads them again.
import { distanceMetres } from '../geo/index.ts';
import type { CatalogReferenceData, CatalogRepository, NamedSelection, Point } from './catalog.repository.ts';

type ReferenceLookups = Pick<CatalogRepository, 'findServedRegion' | 'nearestServedRegion' | 'findCategory' | 'findMainPageCompilation'>;

export interface ReferenceDataOptions {
  /** Subscribes to 'public data may have changed' (app.onPublicDataChange), saying whether anything is kept. */
  onChange: (listener: () => void, holdsData: () => boolean) => void;
  /**
   * Reads go to a replica that replays the primary's changes a moment later: data read this soon
   * after a change may predate it, so it answers the reads that asked but is not kept.
   */
  replicaLagMs?: number;
}

interface Snapshot {
  regions: CatalogReferenceData['regions'];
  categories: Map<string, NamedSelection>;
  mainPageCompilations: Map<string, NamedSelection>;
}

/** The four lookups of a listing, answered from memory; the rest of the repository as it is. */
export function rememberReferenceData<Repository extends ReferenceLookups & Pick<CatalogRepository, 'loadReferenceData'>>(
  repository: Repository,
  options: ReferenceDataOptions,
): Repository {
  let kept: Promise<Snapshot> | undefined;
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  options.onChange(
    () => {
      kept = undefined;
      lastChangeAt = performance.now();
    },
    () => kept !== undefined,
  );

  function snapshot(): Promise<Snapshot> {
    if (kept) return kept;
    const loading = repository.loadReferenceData().then(
      (data): Snapshot => ({
        regions: data.regions,
        categories: new Map(data.categories.map((row) => [row.slug, row])),
        mainPageCompilations: new Map(data.mainPageCompilations.map((row) => [row.slug, row])),
      }),
    );
    const readAt = performance.now();
    const fresh = () => readAt - lastChangeAt >= (options.replicaLagMs ?? 0);
    // Concurrent first listings share one read (kept at once); a failed read, or one too close to
    // a change, is forgotten so the next listing reads again. A change during the read clears `kept`.
    if (fresh()) kept = loading;
    loading.catch(() => {
      if (kept === loading) kept = undefined;
    });
    return loading;
  }

  return {
    ...repository,
    async findServedRegion(id: number) {
      const region = (await snapshot()).regions.find((each) => each.id === id);
      return region && { id: region.id };
    },
    async nearestServedRegion(point: Point) {
      const { regions } = await snapshot();
      // Great-circle distance grows as the database's earth_distance over a sphere does: both pick the same region.
      let nearest: (typeof regions)[number] | undefined;
      let nearestMetres = Number.POSITIVE_INFINITY;
      for (const region of regions) {
        const metres = distanceMetres(point.lat, point.lon, region.lat, region.lon);
        if (metres < nearestMetres) [nearest, nearestMetres] = [region, metres];
      }
      return nearest && { id: nearest.id };
    },
    async findCategory(slug: string) {
      return (await snapshot()).categories.get(slug);
    },
    async findMainPageCompilation(slug: string) {
      return (await snapshot()).mainPageCompilations.get(slug);
    },
  };
}
