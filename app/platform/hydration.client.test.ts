import { Fragment, h, options } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import {
  buildRouterAhead,
  nextTask,
  renderHtmlElementAsFragment,
  routerDataDecoded,
} from "./hydration.client";

describe("routerDataDecoded", () => {
  it("waits for the promise the router throws on its first render", async () => {
    let decoded = false;
    const router = () => {
      throw new Promise<void>((resolve) =>
        setTimeout(() => {
          decoded = true;
          resolve();
        }, 10),
      );
    };
    await routerDataDecoded(router);
    expect(decoded).toBe(true);
  });

  it("resolves when decoding fails, leaving the error for hydration to show", async () => {
    const router = () => {
      throw Promise.reject(new Error("bad stream"));
    };
    await expect(routerDataDecoded(router)).resolves.toBeUndefined();
  });

  it("resolves at once when the router renders without suspending or throws an error", async () => {
    await expect(routerDataDecoded(() => null)).resolves.toBeUndefined();
    await expect(
      routerDataDecoded(() => {
        throw new Error("not a promise");
      }),
    ).resolves.toBeUndefined();
  });
});

describe("renderHtmlElementAsFragment", () => {
  const original = options.vnode;
  afterEach(() => {
    options.vnode = original;
  });

  it("turns <html> into a fragment and leaves other elements and earlier hooks alone", () => {
    const seen: unknown[] = [];
    options.vnode = (vnode) => void seen.push(vnode.type);
    renderHtmlElementAsFragment();

    const html = h("html", { lang: "en" }, h("body", null));
    expect(html.type).toBe(Fragment);
    const body = h("body", null);
    expect(body.type).toBe("body");
    // The hook that was installed before still sees every vnode.
    expect(seen).toContain(Fragment);
    expect(seen).toContain("body");
  });
});

describe("buildRouterAhead", () => {
  it("runs the router's setup and drops the error its first hook throws outside a render", () => {
    const built: string[] = [];
    const router = () => {
      built.push("router");
      throw new TypeError("hooks need a component");
    };
    expect(() => buildRouterAhead(router)).not.toThrow();
    expect(built).toEqual(["router"]);
  });
});

describe("nextTask", () => {
  it("resolves after work already queued as a task, not within the current one", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("queued task"), 0);
    await nextTask();
    order.push("after nextTask");
    expect(order).toEqual(["queued task", "after nextTask"]);
  });
});
