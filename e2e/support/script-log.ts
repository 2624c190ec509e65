// The scripts a page loads, as the network saw them: address, compressed size and text, for
// the page-weight budget (the home page: at most 170 KiB of compressed JavaScript in at most 15 scripts) and "no map or slider code here" checks.
import type { Page } from '@playwright/test';

/** A class OpenLayers gives its controls' layer: found in a script, that script is OpenLayers. */
export const OPENLAYERS_MARK = 'ol-overlaycontainer-stopevent';
/** The attribute swiper numbers its slides with: found in a script, that script is swiper. */
export const SWIPER_MARK = 'data-swiper-slide-index';
/** The id goober (the toasts' styling) gives its style tag: found in a script, that script draws toasts. */
export const TOAST_MARK = '_goober';

export interface LoadedScript {
  url: string;
  /** Bytes on the wire (compressed body). */
  bytes: number;
  text: string;
}

/** Starts recording; call the returned function to read every script loaded so far. */
export function recordScripts(page: Page): () => Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([request.sizes().catch(() => ({ responseBodySize: 0 })), response.text().catch(() => '')]).then(([sizes, text]) => ({
        url: response.url(),
        bytes: sizes.responseBodySize,
        text,
      })),
    );
  });
  return () => Promise.all(pending);
}
