// MF runtime plugin: when a remote's page is loaded, the runtime preloads the stylesheets its
// manifest lists by adding <link>s to the head. The document server has already written the
// stylesheets of the page it rendered into the document, as <style data-href="<file name>">
// (shell/server/inline-styles.ts); a link to one of them would download it a second time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the document already carries this stylesheet inline (file names hold their content's hash). */
export function isInlinedStylesheet(url: string, root: ParentNode = document): boolean {
  if (!/\.css(?:\?|$)/.test(url)) return false;
  const file = url.replace(/\?.*$/, '').slice(url.lastIndexOf('/') + 1);
  return Array.from(root.querySelectorAll('style[data-href]')).some((style) => style.getAttribute('data-href') === file);
}

export default function inlineStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'povar-inline-styles',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const ownFilter = op.filter;
        op.filter = (url) => !isInlinedStylesheet(url) && (ownFilter ? ownFilter(url) : true);
      }
    },
  };
}
