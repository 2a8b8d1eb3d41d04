import crypto from "node:crypto";
import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { escapeRegExp } from "./html";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * Blog, news and FAQ in the staff area (issue 6): marketing edits, creates,
 * reorders and unpublishes, and visitors see the change at once; a script in
 * any edited field never runs on a public page.
 *
 * The sample content is shared with tests/e2e/content.spec.ts, and this file
 * runs at two widths at the same time. So each test either works on entries
 * it creates (and deletes again), or on a sample entry of its own, chosen by
 * project, that no other test looks at, and puts it back as it was.
 */

const unique = (text: string) => `${text} ${crypto.randomBytes(3).toString("hex")}`;
const isMobile = (info: TestInfo) => info.project.name === "mobile";

async function signInAsMarketing(page: Page, next = "/staff/blog") {
  const account = await createStaffAccount({ roles: ["marketing"], name: "Meera Iyer" });
  await signIn(page, account, next);
}

// A real picture, as a designer would export it.
async function photo(width = 1200, height = 800, format: "png" | "jpeg" = "png") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 120 80">
    <rect width="120" height="80" fill="#dfe8da"/><rect x="10" y="30" width="60" height="50" fill="#c8553d"/>
    <polygon points="5,32 40,8 75,32" fill="#1f3a5f"/><circle cx="95" cy="20" r="10" fill="#f2a541"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** The staff edit page of the n-th entry (1-based) in a staff list. */
async function editNth(page: Page, list: string, n: number): Promise<string> {
  await page.goto(list);
  const link = page
    .locator("tbody tr")
    .nth(n - 1)
    .locator("th a")
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/\d+$/);
  return new URL(page.url()).pathname;
}

interface Visitor {
  page: Page;
  /** Dialogs opened and console errors (a CSP-blocked script reports one), in order. */
  ran: string[];
  close(): Promise<void>;
}

/** A visitor's browser (JavaScript on, signed out) that records anything injected code did. */
async function openVisitor(browser: Browser, testInfo: TestInfo): Promise<Visitor> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();
  const ran: string[] = [];
  page.on("dialog", async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") ran.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => ran.push(`page error: ${error.message}`));
  return { page, ran, close: () => context.close() };
}

async function expectNothingInjected({ page, ran }: Visitor, where: string) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), where).toBeUndefined();
  expect(ran, where).toEqual([]);
  // Nothing executable survived in the markup either.
  const main = page.locator("main");
  await expect(main.locator("script"), where).toHaveCount(0);
  await expect(main.locator("[onerror], [onclick], [onload], [onmouseover]"), where).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]'), where).toHaveCount(0);
  await expect(page.locator("img[src='x']"), where).toHaveCount(0);
}

const SCRIPT = "<script>window.__xss=1;alert('script')</script>";
const ONERROR = `<img src=x onerror="window.__xss=2;alert('onerror')">`;
const JS_LINK = `<a href="javascript:window.__xss=3;alert('link')">Read more</a>`;
const PAYLOAD = `${SCRIPT} ${ONERROR} ${JS_LINK}`;
/** For fields limited to 160 characters (titles). */
const SHORT_PAYLOAD = `${SCRIPT} ${ONERROR}`;

test("marketing edits a blog post in the editor; the public article shows the change", async ({
  page,
}, testInfo) => {
  await signInAsMarketing(page);
  await expect(page.getByRole("heading", { level: 1, name: "Blog posts" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Blog posts/ })).toBeVisible();
  await expectNoAxeViolations(page, "staff blog list");

  // Posts 5 and 6 belong to this test (one per width); content.spec reads the first ones.
  const staffUrl = await editNth(page, "/staff/blog", isMobile(testInfo) ? 5 : 6);
  const id = staffUrl.split("/").pop()!;
  const original = {
    title: await page.getByLabel("Title").inputValue(),
    summary: await page.getByLabel("Summary").inputValue(),
  };
  const editor = page.getByRole("textbox", { name: "Article" });
  await expect(editor).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Article: formatting" })).toBeVisible();
  await expectNoAxeViolations(page, "blog editor");

  const newTitle = unique("Wooden doors in the monsoon");
  await page.getByLabel("Title").fill(newTitle);
  // Type a new closing paragraph at the end, as a heading plus bold text.
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "H2 heading", exact: true }).click();
  await page.keyboard.type("A note from our wood-finish team");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Paragraph" }).click();
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Sand lightly between coats.");

  // A picture uploaded from the toolbar; a file that is not a picture is refused first.
  await page.getByRole("button", { name: "Insert picture" }).click();
  const pictureGroup = page.getByRole("group", { name: "Insert picture" });
  await pictureGroup.getByLabel(/^Picture/).setInputFiles({
    name: "teak-door.png",
    mimeType: "image/png",
    buffer: Buffer.from("#!/bin/sh\necho this is not a picture\n"),
  });
  await pictureGroup.getByLabel("Description of the picture").fill("A teak door, freshly oiled");
  await pictureGroup.getByRole("button", { name: "Upload and insert" }).click();
  await expect(pictureGroup.getByRole("alert")).toContainText("not a JPEG, PNG or WebP");
  await pictureGroup.getByLabel(/^Picture/).setInputFiles({
    name: "teak-door.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(900, 600, "jpeg"),
  });
  await pictureGroup.getByRole("button", { name: "Upload and insert" }).click();
  // By its name: the editor keeps a nameless helper <img> of its own after a picture that ends a line.
  await expect(editor.getByRole("img", { name: "A teak door, freshly oiled" })).toHaveAttribute(
    "src",
    /^\/media\/\d+\/teak-door\.jpg$/,
  );

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/blog\\?notice=saved&id=${id}`));
  await expect(page.getByRole("status")).toContainText(`Saved “${newTitle}”`);

  await page.goto(`/blog-details/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newTitle);
  const article = page.getByRole("article");
  await expect(
    article.getByRole("heading", { level: 2, name: "A note from our wood-finish team" }),
  ).toBeVisible();
  await expect(
    article.locator("strong, b").filter({ hasText: "Sand lightly between coats." }),
  ).toBeVisible();
  const inline = article.getByRole("img", { name: "A teak door, freshly oiled" });
  await expect(inline).toHaveAttribute("width", "900");
  await expect(inline).toHaveAttribute("loading", "lazy");
  await inline.scrollIntoViewIfNeeded();
  await expect
    .poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(900);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();

  // Put the sample post's title back (the body keeps the new paragraph; no test reads it).
  await page.goto(staffUrl);
  await page.getByLabel("Title").fill(original.title);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Saved");
});

test("the editor's toolbar works from the keyboard", async ({ page }) => {
  await signInAsMarketing(page, "/staff/faq/new");
  const editor = page.getByRole("textbox", { name: "Answer" });
  await editor.click();
  await page.keyboard.type("Keep the invoice");
  await page.keyboard.press("Shift+Home");
  // Alt+F10 moves to the toolbar; one tab stop, arrows move between tools.
  await page.keyboard.press("Alt+F10");
  const toolbar = page.getByRole("toolbar", { name: "Answer: formatting" });
  await expect(toolbar.getByRole("button", { name: "Paragraph" })).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor.locator("b, strong")).toHaveText("Keep the invoice");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // A command returns to the text, still selected; Alt+F10 comes back to the same tool.
  await expect(editor).toBeFocused();
  await page.keyboard.press("Alt+F10");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Insert picture" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "Link" })).toBeFocused();
  await page.keyboard.press("Enter");
  const address = page.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(page.getByText("Enter a full web address")).toBeVisible();
  await address.fill("https://www.kamopaints.example/warranty");
  await address.press("Enter");
  await expect(editor.locator('a[href="https://www.kamopaints.example/warranty"]')).toHaveText(
    "Keep the invoice",
  );
  // The caret is back in the text: the sentence goes on after the link.
  await expect(editor).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type(" and photographs of the damaged wall ready when you call.");
  // The hidden textarea the form posts holds the same HTML.
  expect(await page.locator('textarea[name="answerHtml"]').inputValue()).toContain(
    'href="https://www.kamopaints.example/warranty"',
  );
  await expectNoAxeViolations(page, "FAQ editor with link");

  // The upload address checks size and content whatever the browser claims.
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1);
  tooBig.set([0xff, 0xd8, 0xff]);
  const uploads: Array<[string, Buffer, RegExp]> = [
    ["huge.jpg", tooBig, /smaller than 5 MB/],
    ["page.png", Buffer.from("<html><script>alert(1)</script></html>"), /not a JPEG, PNG or WebP/],
  ];
  for (const [name, buffer, message] of uploads) {
    const response = await page.request.post("/staff/blog/images", {
      multipart: { _csrf: csrf, file: { name, mimeType: "image/png", buffer } },
    });
    expect(response.status(), name).toBe(400);
    expect((await response.json()).error, name).toMatch(message);
  }
  const withoutToken = await page.request.post("/staff/blog/images", {
    multipart: { file: { name: "a.png", mimeType: "image/png", buffer: await photo(20, 20) } },
  });
  expect(withoutToken.status()).toBe(403);
});

test("marketing creates a news item with a picture; it appears on /news, then is deleted", async ({
  page,
}) => {
  await signInAsMarketing(page, "/staff/news");
  await page.getByRole("link", { name: "New news item" }).click();
  await expectNoAxeViolations(page, "new news item form");

  // Refused first: a javascript: link and a picture without a description.
  const headline = unique("Kamo Paints opens its Hosur emulsion plant");
  await page.getByLabel("Headline").fill(headline);
  await page.getByLabel("Link to the story").fill("javascript:alert(1)");
  await page.getByLabel(/^Upload a picture/).setInputFiles({
    name: "hosur-plant.png",
    mimeType: "image/png",
    buffer: await photo(),
  });
  await page.getByRole("button", { name: "Create news item" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "need your attention" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Link to the story");
  await expect(page.locator("#linkUrl-error")).toContainText("https://");
  await expect(page.locator("#imageAlt-error")).toContainText("Describe the picture");
  await expect(page.getByLabel("Link to the story")).toHaveAttribute("aria-invalid", "true");
  // The picture was kept: it shows as the current one.
  await expect(page.getByText("Current picture (uploaded)")).toBeVisible();
  await expectNoAxeViolations(page, "news form with errors");

  await expect(page.getByLabel("Headline")).toHaveValue(headline);
  await page.getByLabel("Link to the story").fill("https://news.example.in/business/kamo-hosur");
  await page.getByLabel("Publication").fill("The Deccan Ledger");
  await page.getByLabel("Date").fill("2026-10-14");
  await page
    .getByLabel("Summary")
    .fill("The ₹180 crore plant doubles the company's emulsion capacity for South India.");
  await page.getByLabel("Description of the picture").fill("The new Hosur plant at dusk");
  await page.getByRole("button", { name: "Create news item" }).click();
  await expect(page.getByRole("status")).toContainText(`Created “${headline}”`);

  await page.goto("/news");
  const card = page.getByRole("article").filter({ hasText: headline });
  await expect(card).toBeVisible();
  const cardLink = card.getByRole("link", { name: new RegExp(escapeRegExp(headline)) });
  await expect(cardLink).toHaveAttribute("href", /^\/news\/\d+$/);
  await expect(card).toContainText("The Deccan Ledger");
  const image = card.getByRole("img", { name: "The new Hosur plant at dusk" });
  await expect(image).toHaveAttribute("src", /^\/media\/\d+\/hosur-plant\.png$/);
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "800");
  await expect(image).toHaveAttribute("loading", "lazy");
  // The story's own page, with the publisher's link given in the form.
  await cardLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(
    page.getByRole("link", { name: "Read it at The Deccan Ledger (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://news.example.in/business/kamo-hosur");

  // Delete, through the confirmation page.
  await page.goto("/staff/news");
  await page.getByRole("link", { name: headline, exact: true }).click();
  await page.getByRole("link", { name: "Delete this news item…" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Delete this news item?" }),
  ).toBeVisible();
  await expect(page.getByText(headline)).toBeVisible();
  await expectNoAxeViolations(page, "delete confirmation");
  await page.getByRole("button", { name: "Delete news item" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted");
  await page.goto("/news");
  await expect(page.getByRole("article").filter({ hasText: headline })).toHaveCount(0);
});

test("what is typed before the editor's toolbar arrives is kept", async ({ page }) => {
  await signInAsMarketing(page, "/staff/faq");
  // Hold every script back, as a slow network would, while the visitor starts typing.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto("/staff/faq/new", { waitUntil: "domcontentloaded" });
  const typed = "<p>Typed while the page was still loading.</p>";
  await page.locator("textarea[name=answerHtml]").fill(typed);

  releaseScripts();
  await expect(page.getByRole("toolbar", { name: "Answer: formatting" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Answer" });
  await expect(editor).toHaveText("Typed while the page was still loading.");
  await expect(page.locator("textarea[name=answerHtml]")).toHaveValue(typed);
  await page.unrouteAll();
});

test("reordering and unpublishing FAQ entries change the public FAQ at once", async ({ page }) => {
  await signInAsMarketing(page, "/staff/faq");
  const topic = unique("Site visits");
  const first = unique("Can a colour consultant visit my home?");
  const second = unique("Is the consultant's visit free?");
  const entries: Array<[string, string]> = [
    [first, "Yes, in 42 cities. Book a visit from the consultation page."],
    [second, "The first visit is free; later visits cost ₹500, adjusted against your paint bill."],
  ];
  for (const [question, answer] of entries) {
    await page.goto("/staff/faq/new");
    await page.getByLabel("Topic").fill(topic);
    await page.getByRole("textbox", { name: "Question", exact: true }).fill(question);
    await page.getByRole("textbox", { name: "Answer" }).fill(answer);
    await page.getByRole("button", { name: "Create question" }).click();
    await expect(page.getByRole("status")).toContainText("Created");
  }
  await expectNoAxeViolations(page, "staff FAQ list");

  const publicOrder = async () => {
    await page.goto("/faq");
    const section = page.getByRole("region", { name: topic });
    return section.locator("h3").allInnerTexts();
  };
  expect(await publicOrder()).toEqual([first, second]);

  // Move the second question up: a plain form post, no JavaScript needed.
  await page.goto("/staff/faq");
  await page.getByRole("button", { name: `Move up: ${second}` }).click();
  await expect(page.getByRole("status")).toContainText(`Moved “${second}” up`);
  await expect(page.getByRole("button", { name: `Move up: ${second}` })).toBeDisabled();
  expect(await publicOrder()).toEqual([second, first]);

  // Unpublish: gone from /faq, still listed (hidden) in the staff area.
  await page.goto("/staff/faq");
  await page.getByRole("button", { name: `Unpublish: ${first}` }).click();
  await expect(page.getByRole("status")).toContainText("Visitors no longer see it");
  await expect(page.getByRole("row", { name: new RegExp(escapeRegExp(first)) })).toContainText(
    "Hidden",
  );
  await page.goto("/faq");
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(page.getByText(second)).toBeVisible();

  // Clean up: both deleted.
  for (const question of [first, second]) await deleteQuestion(page, question);
});

test.describe("scripts typed into any field never run on the public pages", () => {
  test("blog: title, summary, picture description and article (HTML typed without JavaScript)", async ({
    browser,
  }, testInfo) => {
    // Without JavaScript the article is a textarea of raw HTML: the strongest attack.
    const staff = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: false,
    });
    const staffPage = await staff.newPage();
    await signInAsMarketing(staffPage);
    const staffUrl = await editNth(staffPage, "/staff/blog", isMobile(testInfo) ? 3 : 4);
    const id = staffUrl.split("/").pop()!;
    const body = staffPage.getByLabel("Article");
    const original = {
      title: await staffPage.getByLabel("Title").inputValue(),
      summary: await staffPage.getByLabel("Summary").inputValue(),
      alt: await staffPage.getByLabel("Description of the picture").inputValue(),
      body: await body.inputValue(),
    };
    await staffPage.getByLabel("Title").fill(`Title ${SHORT_PAYLOAD}`);
    await staffPage.getByLabel("Summary").fill(`Summary ${PAYLOAD}`);
    await staffPage.getByLabel("Description of the picture").fill(`Alt ${PAYLOAD}`);
    await body.fill(
      `<p onclick="window.__xss=4">Body text stays.</p>${PAYLOAD}<iframe src="https://evil.example"></iframe>`,
    );
    await staffPage.getByRole("button", { name: "Save changes" }).click();
    await expect(staffPage.getByRole("status")).toContainText("Saved");
    // What was stored is already clean: the textarea shows the sanitized HTML.
    await staffPage.goto(staffUrl);
    const stored = await body.inputValue();
    expect(stored).toMatch(/^<p>Body text stays\.<\/p>\s*<a>Read more<\/a>$/);

    const visitor = await openVisitor(browser, testInfo);
    await visitor.page.goto(`/blog-details/${id}`);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(
      `Title ${SHORT_PAYLOAD}`,
    );
    await expect(visitor.page.getByText("Body text stays.")).toBeVisible();
    await expect(visitor.page.getByRole("img", { name: `Alt ${PAYLOAD}` })).toBeAttached();
    await expect(visitor.page).toHaveTitle(new RegExp(escapeRegExp(`Title ${SCRIPT}`)));
    await expectNothingInjected(visitor, "blog article");
    await visitor.page.goto("/blog");
    await expect(visitor.page.getByText(`Summary ${PAYLOAD}`)).toBeVisible();
    await expectNothingInjected(visitor, "blog list");
    await visitor.close();

    // Back as it was.
    await staffPage.goto(staffUrl);
    await staffPage.getByLabel("Title").fill(original.title);
    await staffPage.getByLabel("Summary").fill(original.summary);
    await staffPage.getByLabel("Description of the picture").fill(original.alt);
    await body.fill(original.body);
    await staffPage.getByRole("button", { name: "Save changes" }).click();
    await expect(staffPage.getByRole("status")).toContainText("Saved");
    await staff.close();
  });

  test("news: headline, summary, publication, picture description and link", async ({
    page,
    browser,
  }, testInfo) => {
    await signInAsMarketing(page, "/staff/news");
    const staffUrl = await editNth(page, "/staff/news", isMobile(testInfo) ? 5 : 6);
    const fields = ["Headline", "Summary", "Publication", "Description of the picture"] as const;
    const original = new Map<string, string>();
    for (const label of fields) original.set(label, await page.getByLabel(label).inputValue());
    const originalLink = await page.getByLabel("Link to the story").inputValue();

    for (const label of fields) await page.getByLabel(label).fill(`${label} ${SHORT_PAYLOAD}`);
    await page.getByLabel("Link to the story").fill("javascript:window.__xss=5;alert('href')");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("#linkUrl-error")).toContainText("https://");
    // A web link carrying markup is accepted as a link, and stays one.
    const link = `https://news.example.in/story?q="><script>window.__xss=6</script>`;
    await page.getByLabel("Link to the story").fill(link);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved");

    const visitor = await openVisitor(browser, testInfo);
    await visitor.page.goto("/news");
    const card = visitor.page.getByRole("article").filter({ hasText: `Headline ${SCRIPT}` });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/news\/\d+$/);
    await expect(card).toContainText(`Publication ${SCRIPT}`);
    await expect(card.getByRole("img", { name: /^Description of the picture / })).toBeAttached();
    await expectNothingInjected(visitor, "news");
    await card.getByRole("link").click();
    await expect(visitor.page.getByRole("heading", { level: 1 })).toContainText(
      `Headline ${SCRIPT}`,
    );
    await expect(
      visitor.page.getByRole("link", { name: new RegExp(`^Read it at Publication`) }),
    ).toHaveAttribute("href", new URL(link).href);
    await expectNothingInjected(visitor, "news story");
    await visitor.close();

    await page.goto(staffUrl);
    for (const label of fields) await page.getByLabel(label).fill(original.get(label)!);
    await page.getByLabel("Link to the story").fill(originalLink);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Saved");
  });

  test("FAQ: topic, question and answer", async ({ page, browser }, testInfo) => {
    await signInAsMarketing(page, "/staff/faq/new");
    const marker = crypto.randomBytes(3).toString("hex");
    await page.getByLabel("Topic").fill(`Topic ${marker} ${SCRIPT}`.slice(0, 80));
    await page
      .getByRole("textbox", { name: "Question", exact: true })
      .fill(`Question ${marker} ${PAYLOAD}`);
    // Typed into the rich-text editor, markup is text; pasted HTML is cleaned on the server.
    await page.getByRole("textbox", { name: "Answer" }).fill(`Answer ${PAYLOAD}`);
    // Leave the editor (it syncs the textarea on blur), then slip raw HTML into what is posted.
    await page.getByRole("textbox", { name: "Question", exact: true }).focus();
    await page.evaluate((payload) => {
      const textarea = document.querySelector<HTMLTextAreaElement>('textarea[name="answerHtml"]')!;
      textarea.value += `<p>Pasted</p>${payload}`;
    }, PAYLOAD);
    await page.getByRole("button", { name: "Create question" }).click();
    await expect(page.getByRole("status")).toContainText("Created");

    const visitor = await openVisitor(browser, testInfo);
    await visitor.page.goto("/faq");
    await expect(
      visitor.page.getByRole("heading", { level: 2, name: new RegExp(marker) }),
    ).toHaveText(`Topic ${marker} ${SCRIPT}`.slice(0, 80));
    const question = visitor.page.getByRole("button", { name: new RegExp(`Question ${marker}`) });
    await expect(question).toHaveText(`Question ${marker} ${PAYLOAD}`);
    await question.click();
    const panel = visitor.page.locator(`[id="${await question.getAttribute("aria-controls")}"]`);
    await expect(panel).toContainText(`Answer ${SCRIPT}`);
    await expect(panel).toContainText("Pasted");
    await expectNothingInjected(visitor, "FAQ");
    await visitor.close();

    await deleteQuestion(page, new RegExp(`^Question ${marker}`));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor is a textarea of HTML and the list buttons still work", async ({ page }) => {
    await signInAsMarketing(page, "/staff/faq/new");
    const textarea = page.getByLabel("Answer");
    await expect(textarea).toBeVisible();
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    const question = unique("Do you deliver tinted paint?");
    await page.getByLabel("Topic").fill("Products");
    await page.getByRole("textbox", { name: "Question", exact: true }).fill(question);
    await textarea.fill("<p>Yes, from dealers with a <strong>home delivery</strong> counter.</p>");
    // Without the toolbar, one picture can be added at the end of the answer.
    await page.getByLabel(/^Picture \(JPEG/).setInputFiles({
      name: "delivery-van.png",
      mimeType: "image/png",
      buffer: await photo(640, 400),
    });
    await page.getByLabel("Description of the added picture").fill("A Kamo delivery van");
    await page.getByRole("button", { name: "Create question" }).click();
    await expect(page.getByRole("status")).toContainText("Created");
    await page.goto("/faq");
    const answer = page.locator(".faq-item").filter({ hasText: question });
    await expect(answer.getByText("home delivery")).toBeVisible();
    await expect(answer.getByRole("img", { name: "A Kamo delivery van" })).toHaveAttribute(
      "src",
      /^\/media\/\d+\/delivery-van\.png$/,
    );
    await page.goto("/staff/faq");
    await page.getByRole("button", { name: `Unpublish: ${question}` }).click();
    await expect(page.getByRole("status")).toContainText("Unpublished");
    await deleteQuestion(page, question, { editor: false });
  });
});

test("a sales-only account gets 403 on the content pages", async ({ page }) => {
  const sales = await createStaffAccount({ roles: ["sales"], name: "Arjun Menon" });
  await signIn(page, sales, "/staff");
  // Through the page's own session; a browser would log the 403 as a console error.
  for (const path of ["/staff/blog", "/staff/news/new", "/staff/faq", "/staff/blog/1"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("does not have access");
  }
});

/**
 * Opens a question from the staff FAQ list and deletes it, once its edit page
 * has settled: the editor loads after the page, and in one CI run a click on
 * the delete link made while it was loading led nowhere.
 */
async function deleteQuestion(
  page: Page,
  name: string | RegExp,
  { editor = true }: { editor?: boolean } = {},
): Promise<void> {
  await page.goto("/staff/faq");
  await page.getByRole("link", { name, exact: typeof name === "string" }).click();
  // Without JavaScript the answer is a plain textarea; there is nothing to wait for.
  if (editor) await expect(page.getByRole("toolbar", { name: "Answer: formatting" })).toBeVisible();
  await page.getByRole("link", { name: "Delete this question…" }).click();
  await page.getByRole("button", { name: "Delete question" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted");
}
