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
 * React keeps head elements it did not render when it hydrates; Preact removes
 * them. Ours matter: the inlined first-paint styles the server adds after
 * rendering (ADR 8) and the style sheet links of lazily loaded chunks. Returns a
 * function to call after hydrating that puts any removed element back where it
 * was, between the same neighbours.
 */
export function keepHeadElements(head: HTMLHeadElement): () => void {
  const before = Array.from(head.childNodes);
  return () => {
    let previous: Node | null = null;
    for (const node of before) {
      if (!node.isConnected && node.nodeType === Node.ELEMENT_NODE) {
        head.insertBefore(node, previous ? previous.nextSibling : head.firstChild);
      }
      if (node.isConnected) previous = node;
    }
  };
}
