import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BARE_PAGE, startBarePage } from "./bare-page.mjs";

describe("the bench's bare page", () => {
  let server: Awaited<ReturnType<typeof startBarePage>>;
  beforeAll(async () => {
    server = await startBarePage();
  });
  afterAll(() => server.close());

  it("is a mobile-ready page with nothing for the browser to run, style or fetch", () => {
    // The yardstick only means something if Lighthouse has no other work to find in it.
    expect(BARE_PAGE).toMatch(/<html lang="en">/);
    expect(BARE_PAGE).toMatch(
      /<meta name="viewport" content="width=device-width, initial-scale=1">/,
    );
    expect(BARE_PAGE).toMatch(/<title>[^<]+<\/title>/);
    expect(BARE_PAGE).not.toMatch(/<(script|style|link|img|svg|iframe|picture)\b/i);
    expect(BARE_PAGE).not.toMatch(/\sstyle=/i);
  });

  it("is served at / on the loopback address, whole and uncached", async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(BARE_PAGE);
  });

  it("answers other paths with 404 and other methods with 405", async () => {
    // Lighthouse asks for /robots.txt and /favicon.ico; they must not get the page.
    expect((await fetch(`${server.origin}/robots.txt`)).status).toBe(404);
    const post = await fetch(`${server.origin}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});
