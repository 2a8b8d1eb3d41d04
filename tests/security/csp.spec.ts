import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { openDatabase } from "~/db/client.server";
import { blogPostWithBody } from "../factories/content";
import { startExtraServer, type ExtraServer } from "./support/extra-server";

/**
 * Issue 23, "The Content-Security-Policy itself": a script that reaches a page
 * through stored content must not be allowed by that page's own policy. The
 * attack needs a sanitizer bug first, so these tests run a second production
 * server whose sanitizer is switched off (support/without-sanitizer.mjs), store
 * a script, an inline event handler and a style in a blog post and an FAQ
 * answer, and check that the policy the server sends blocks all three.
 */
const STORED_SCRIPT = "window.__pwned=1";
const STORED_STYLE = "body{background:rgb(255,0,0)}";
const ATTACK =
  `<p>Which primer suits a damp wall?</p><script>${STORED_SCRIPT}</script>` +
  '<img src="/no-such-picture.png" alt="" onerror="window.__pwned=2">' +
  `<style>${STORED_STYLE}</style>`;

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function directive(response: APIResponse, name: string): string[] {
  const policy = response.headers()["content-security-policy"] ?? "";
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

/**
 * Starts the server without its sanitizer and stores the attack straight into
 * its database, before the describe block's tests and stopped after them.
 */
/** Renders fired at once: each at a post of its own, as the page cache would answer repeats. */
const CONCURRENT_RENDERS = 24;

interface AttackedServer {
  server: ExtraServer;
  /** The post first visited. */
  blogPath: string;
  /** Posts no one has asked for yet, so each answer is a render of its own. */
  unvisitedPaths: string[];
}

function serverWithStoredAttackForTheseTests(): () => AttackedServer {
  let started: AttackedServer | undefined;
  test.beforeAll(async () => {
    // A second server migrates and seeds its own database first: slow on a busy machine.
    test.setTimeout(120_000);
    started = await serverWithStoredAttack();
  });
  test.afterAll(async () => {
    await started?.server.stop();
  });
  return () => {
    if (!started) throw new Error("the server without a sanitizer did not start");
    return started;
  };
}

async function serverWithStoredAttack(): Promise<AttackedServer> {
  const server = await startExtraServer({
    nodeOptions: ["--import", "./tests/security/support/without-sanitizer.mjs"],
  });
  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const posts = await handle.db
      .insertInto("blog_posts")
      .values(Array.from({ length: CONCURRENT_RENDERS + 1 }, () => blogPostWithBody(ATTACK)))
      .returning("id")
      .execute();
    await handle.db
      .insertInto("faqs")
      .values({
        topic: "Products",
        question: "Which primer suits a damp wall?",
        answer: ATTACK,
        sort_order: 0,
        updated_at: null,
      })
      .execute();
    const [first, ...rest] = posts.map((post) => `/blog-details/${post.id}`);
    return { server, blogPath: first!, unvisitedPaths: rest };
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await handle.close();
  }
}

function expectAttackBlocked(response: APIResponse, label: string): void {
  const scriptSrc = directive(response, "script-src");
  expect(scriptSrc, `${label}: script-src`).not.toContain(hashOf(STORED_SCRIPT));
  for (const loophole of [
    "'unsafe-inline'",
    "'unsafe-hashes'",
    "'unsafe-eval'",
    "'strict-dynamic'",
  ])
    expect(scriptSrc, `${label}: script-src`).not.toContain(loophole);
  expect(directive(response, "style-src"), `${label}: style-src`).not.toContain(
    hashOf(STORED_STYLE),
  );
}

test.describe("a script stored past a disabled sanitizer", { tag: "@http" }, () => {
  test.describe.configure({ mode: "serial" });
  const attacked = serverWithStoredAttackForTheseTests();

  test("reaches the page, and the page's policy does not allow it", async ({ request }) => {
    const { server, blogPath } = attacked();
    for (const pathname of [blogPath, "/faq"]) {
      const response = await request.get(server.origin + pathname);
      expect(response.status(), pathname).toBe(200);
      // The sanitizer really is off: the stored markup is in the page as stored.
      expect(await response.text(), pathname).toContain(ATTACK);
      expectAttackBlocked(response, pathname);
    }
  });

  test("is not allowed by any of many renders at once, each marked with a key of its own", async ({
    request,
  }) => {
    const { server, unvisitedPaths } = attacked();
    const responses = await Promise.all(
      unvisitedPaths.map((pathname) => request.get(server.origin + pathname)),
    );
    const policies = new Set<string>();
    const keys = new Set<string>();
    for (const [index, response] of responses.entries()) {
      const label = `render ${index}`;
      expect(response.status(), label).toBe(200);
      const html = await response.text();
      expect(html, label).toContain(ATTACK);
      expectAttackBlocked(response, label);
      // The marker React Router was given never reaches the browser.
      expect(html, label).not.toMatch(/<script[^>]*\snonce=/);
      policies.add(directive(response, "script-src").join(" "));
      for (const match of html.matchAll(/\sdata-render="([0-9a-f]{32})"/g)) keys.add(match[1]!);
    }
    expect(policies.size, "one script-src for every render").toBe(1);
    expect(keys.size, "a fresh key per render").toBe(responses.length);
  });
});

test.describe("a script stored past a disabled sanitizer, in the browser", () => {
  test.describe.configure({ mode: "serial" });
  const attacked = serverWithStoredAttackForTheseTests();

  test("does not run, is reported as a violation, and the page still works", async ({ page }) => {
    // Recorded by an init script, which the page's policy does not govern.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const expected =
        /Content Security Policy/.test(message.text()) ||
        /Failed to load resource: .*404/.test(message.text());
      if (!expected) errors.push(message.text());
    });

    const { server, blogPath } = attacked();
    await page.goto(server.origin + blogPath);
    await expect(page.getByText("Which primer suits a damp wall?")).toBeVisible();
    // Our own scripts still run: the page hydrates completely.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      )
      .toEqual(
        expect.arrayContaining([
          "script-src-elem inline",
          "script-src-attr inline",
          "style-src-elem inline",
        ]),
      );
    // What a visitor sees: the stored style did not paint the page red.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      "rgb(255, 0, 0)",
    );
    expect(errors).toEqual([]);
  });
});
