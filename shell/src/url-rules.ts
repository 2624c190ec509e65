// The URL rules (docs/decisions.md, 'Regions and URLs') on client-side navigation: the same decisions the document
// server makes as HTTP redirects, applied here by replacing the history entry.
import { DEFAULT_REGION_SLUG, decideUrl, getRegion } from '@povar/shared-kit';

export function applyUrlRules(): void {
  const { pathname, search, hash } = window.location;
  const decision = decideUrl(pathname, search, getRegion().region?.slug ?? DEFAULT_REGION_SLUG);
  if (decision.kind === 'redirect') {
    window.history.replaceState(window.history.state, '', decision.location + hash);
  }
}

export function installUrlRules(): void {
  window.addEventListener('single-spa:before-routing-event', applyUrlRules);
}
