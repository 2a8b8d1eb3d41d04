/**
 * When the database behind the blog, news or FAQ fails, the page must say so
 * with a 503 that carries Retry-After, and our page cache and any proxy must
 * not keep that answer. The loader and the route's `headers` export decide
 * this between them, so both are run here as React Router runs them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const store = vi.hoisted(() => ({ failing: false }));

function fromStore<T>(value: T): () => Promise<T> {
  return async () => {
    if (store.failing) throw new Error("database is locked");
    return value;
  };
}

vi.mock("~/editorial/blog.server", async (original) => ({
  ...(await original<object>()),
  listBlogPosts: fromStore([]),
}));
vi.mock("~/editorial/news.server", async (original) => ({
  ...(await original<object>()),
  listNews: fromStore([]),
}));
vi.mock("~/editorial/faq.server", async (original) => ({
  ...(await original<object>()),
  listFaqs: fromStore([]),
}));

// Test files share a module graph (vitest.config.ts): the routes below are
// loaded afresh, so that they get these stand-ins, and forgotten afterwards, so
// that no later file does.
beforeAll(() => {
  vi.resetModules();
});
afterAll(() => {
  vi.resetModules();
});

interface ContentRoute {
  // Only `request` is read; React Router passes more.
  loader: (args: never) => Promise<unknown>;
  headers: (args: { loaderHeaders: Headers }) => HeadersInit;
}

const routes: Array<[string, () => Promise<ContentRoute>]> = [
  ["/blog", () => import("./routes/blog") as Promise<ContentRoute>],
  ["/news", () => import("./routes/news") as Promise<ContentRoute>],
  ["/faq", () => import("./routes/faq") as Promise<ContentRoute>],
  ["/hi/blog", () => import("./routes/blog") as Promise<ContentRoute>],
  ["/hi/faq", () => import("./routes/faq") as Promise<ContentRoute>],
];

/** What React Router would answer: the loader's status and the route's headers. */
async function answer(route: ContentRoute, path: string) {
  const request = new Request(`http://localhost${path}`);
  const result = (await route.loader({ request } as never)) as {
    data?: unknown;
    init?: ResponseInit | null;
  };
  const init = "init" in result ? result.init : undefined;
  const loaderHeaders = new Headers(init?.headers);
  return {
    status: init?.status ?? 200,
    data: ("data" in result ? result.data : result) as { unavailable: boolean },
    headers: new Headers(route.headers({ loaderHeaders })),
  };
}

afterEach(() => {
  store.failing = false;
  vi.restoreAllMocks();
});

describe.each(routes)("%s", (path, load) => {
  it("answers 503 with Retry-After and no-store when the database fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    store.failing = true;
    const { status, data, headers } = await answer(await load(), path);
    expect(status).toBe(503);
    expect(data.unavailable).toBe(true);
    expect(headers.get("Retry-After")).toBe("60");
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("X-Page-Cache")).toBeNull();
  });

  it("is shared for a minute when the database answers", async () => {
    const { status, data, headers } = await answer(await load(), path);
    expect(status).toBe(200);
    expect(data.unavailable).toBe(false);
    expect(headers.get("Retry-After")).toBeNull();
    expect(headers.get("X-Page-Cache")).toBe("60");
  });
});
