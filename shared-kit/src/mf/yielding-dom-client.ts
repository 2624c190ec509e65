// React's client for the roots single-spa mounts, with their first render run as a transition.
// A first render (or the hydration of the server's markup) is otherwise one long task: hundreds of
// milliseconds on a slow phone during which a tap waits. As a transition React works in slices of a
// few milliseconds and lets the browser paint and answer input between them. Every later update is
// the app's own and keeps its usual priority.
import { startTransition } from 'react';
import ReactDOMClient, { type Root } from 'react-dom/client';

export const yieldingDOMClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    const render = root.render.bind(root);
    let rendered = false;
    root.render = (children) => {
      if (rendered) return render(children);
      rendered = true;
      startTransition(() => render(children));
    };
    return root;
  },
  hydrateRoot(container, initialChildren, options) {
    let root: Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, initialChildren, options);
    });
    return root!;
  },
};
