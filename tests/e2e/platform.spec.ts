import { expect, test } from "./fixtures";

test("unknown paths redirect to the 404 page, which answers 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(page.url()).toMatch(/\/not-found$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page Not Found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test.describe("bad requests get a 4xx or the 404 page, never a 5xx", { tag: "@http" }, () => {
  for (const path of ["/%", "/%E0%A4%A", "/assets/nope.js", "/about?x=%", "/..%2Fpackage.json"]) {
    test(`GET ${path}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect([200, 302, 404], path).toContain(response.status());
      if (response.status() === 302) expect(response.headers()["location"]).toMatch(/\/not-found$/);
    });
  }

  test("a file outside the public folder cannot be reached with ../", async ({ request }) => {
    for (const path of ["/assets/../package.json", "/assets/%2e%2e/package.json"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(await response.text(), path).not.toContain('"name": "kamo-paints-site"');
    }
  });

  test("methods a page does not handle answer 405", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/about", { method, data: "x=1" });
      expect(response.status(), method).toBe(405);
    }
  });

  test("HEAD answers like GET without a body", async ({ request }) => {
    const response = await request.head("/about");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.body()).toHaveLength(0);
  });
});

test(
  "static files revalidate with their ETag (304 Not Modified)",
  { tag: "@http" },
  async ({ request }) => {
    const html = await (await request.get("/")).text();
    // A module the bootstrap fetches after load (ADR 24).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const first = await request.get(script!);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(script!, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  },
);
