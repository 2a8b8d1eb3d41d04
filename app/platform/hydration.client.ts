/**
 * What hydrating the whole document needs when the browser runs Preact instead
 * of React (ADR 14). The server renders with React; these three close the gaps
 * between what React's hydration tolerates and what Preact's does.
 */
import { Fragment, options, type VNode } from "preact";

/**
 * Preact renders into document.documentElement, so the tree it hydrates must be
 * <html>'s children, not <html> itself; otherwise it builds a second document
 * inside the first. The root layout's <html> becomes a fragment in the browser
 * (its attributes are static and already in the server's HTML).
 */
export function renderHtmlElementAsFragment() {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") vnode.type = Fragment;
    previous?.(vnode);
  };
}

/**
 * React Router's HydratedRouter suspends on its first render until the page's
 * loader data (streamed in the HTML) is decoded: it throws the decoding promise.
 * React waits and retries; Preact without a Suspense boundary reports it as an
 * error, and with one it renders a fresh copy of the page beside the server's.
 * Calling the component once before hydrating starts the decoding and hands us
 * the promise to wait for; by the time we hydrate the data is ready and nothing
 * suspends. Anything other than a promise is left for hydration to meet again,
 * where the root error boundary shows it.
 */
export async function routerDataDecoded(hydratedRouter: unknown): Promise<void> {
  try {
    (hydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

/**
 * Once the data is decoded, HydratedRouter's next call builds the router (the
 * client routes, the history, the initial state: about a quarter of the work
 * of hydrating a page on a slow phone) and keeps it for the render that
 * follows. Calling it in a task of its own, before hydrating, splits one long
 * task in two shorter ones. The call then stops at the component's first hook,
 * which cannot run outside a render: that error is expected and dropped. Only
 * for Preact: React reports a hook called outside a render to the console.
 */
export function buildRouterAhead(hydratedRouter: unknown): void {
  try {
    (hydratedRouter as (props: object) => unknown)({});
  } catch {
    // The hook outside a render; hydration calls the component properly.
  }
}

/**
 * React keeps head elements it did not render when it hydrates; Preact removes
 * them. Ours matter: the inlined first-paint styles and font preloads the
 * server adds after rendering (ADR 24) and the module preloads of the scripts.
 * Taking the <style> out and putting it back would also make the browser
 * restyle and lay out the whole page again. So, for the length of the
 * (synchronous) hydration, removing an element of <head> does nothing: each
 * gets a `remove` of its own that shadows the DOM's. Returns the function that
 * takes them away again, after which the renderer can remove what it owns,
 * for example a route's style sheet on a later navigation.
 */
export function pinHeadElements(head: HTMLHeadElement): () => void {
  const pinned = Array.from(head.children);
  const stay = () => {};
  for (const element of pinned)
    Object.defineProperty(element, "remove", { value: stay, configurable: true });
  return () => {
    for (const element of pinned) delete (element as { remove?: unknown }).remove;
  };
}

/** Resolves in a new task, so the work after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
