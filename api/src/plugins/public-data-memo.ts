// A value read from public data (the served regions, the catalogue's categories…) kept in memory
// until public data changes: read once for many requests instead of once per request.
// `app.rememberPublicData` (plugins/public-cache.ts) ties it to the announcements that clear the
// cached public answers, so an operator's change on any instance reaches the next request.

export interface PublicDataMemoOptions {
  /** Calls `drop` whenever public data may have changed; `holdsData` tells whether anything is kept now. */
  subscribe: (drop: () => void, holdsData: () => boolean) => void;
  /**
   * Reads go to a replica that replays the primary's changes a moment later: a value read this
   * soon after a change may predate it, so it answers the requests that asked but is not kept.
   */
  lagMs?: number;
}

/** `load`, called once and then answered from memory until the next change. */
export function rememberUntilChanged<T>(load: () => Promise<T>, options: PublicDataMemoOptions): () => Promise<T> {
  let kept: Promise<T> | undefined;
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  options.subscribe(
    () => {
      kept = undefined;
      lastChangeAt = performance.now();
    },
    () => kept !== undefined,
  );
  return () => {
    if (kept) return kept;
    const loading = load();
    // Concurrent first callers share one read, kept at once; a change during the read clears it
    // (above). A read too close to a change, or one that fails, is not kept: the next caller reads again.
    if (performance.now() - lastChangeAt >= (options.lagMs ?? 0)) kept = loading;
    loading.catch(() => {
      if (kept === loading) kept = undefined;
    });
    return loading;
  };
}
