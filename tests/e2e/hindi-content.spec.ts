import crypto from "node:crypto";
import { titledPdf } from "../factories/pdfs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * Hindi versions of database content (issue 25, ADR 27): staff add a Hindi
 * version in the staff area and /hi pages show it; what is not translated
 * shows in English marked lang="en" and is listed under "Needs translating";
 * a Hindi PDF uploaded for a document is what the /hi listing links to.
 *
 * Each staff test works on a record it creates (and, for a post, deletes),
 * so it runs beside the other specs that read the sample content.
 */

const marker = () => crypto.randomBytes(3).toString("hex");

test.describe("in the staff area", () => {
  // The staff area is used on office desktops.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("a post's Hindi version added by staff is what /hi shows; until then, English marked lang=en and listed as needing translation", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createStaffAccount({ roles: ["marketing"], name: "Anjali Verma" });
    await signIn(page, account, "/staff/blog/new");
    const title = `Colours for a north-facing study ${marker()}`;
    await page.getByLabel("Title").fill(title);
    await page
      .getByLabel("Summary")
      .fill("Warm neutrals balance the cool, even light of a north room.");
    const article = page.getByRole("textbox", { name: "Article" });
    await article.click();
    await page.keyboard.type("North light is cool and even all day.");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByRole("status")).toContainText(`Created “${title}”`);
    const id = /[?&]id=(\d+)/.exec(page.url())?.[1];
    expect(id).toBeTruthy();

    // Not translated yet: the Hindi page shows the English, marked as English.
    await page.goto(`/hi/blog-details/${id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(heading).toHaveAttribute("lang", "en");
    await expect(page.locator(".blog-article__body")).toHaveAttribute("lang", "en");
    await expect(page.locator(".blog-article__meta")).toContainText("को प्रकाशित");

    // …and it is on the staff list of what needs translating, with what is missing.
    await page.goto("/staff");
    await page
      .getByRole("navigation", { name: "Staff area" })
      .getByRole("link", { name: "Needs translating" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Needs translating" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("everything (title, summary, article)");
    await expectNoAxeViolations(page, "needs translating");
    await row.getByRole("link").click();

    // The Hindi version, written beside the English.
    await expect(
      page.getByRole("heading", { level: 1, name: "Hindi version of a blog post" }),
    ).toBeVisible();
    const hindiTitle = page.getByLabel("Hindi title");
    await expect(hindiTitle).toHaveAttribute("lang", "hi");
    await expect(page.locator("#title-hint")).toContainText(title);
    await hindiTitle.fill(`उत्तर दिशा वाले कमरे के रंग ${id}`);
    await page
      .getByLabel("Hindi summary")
      .fill("उत्तर की ठंडी, एक-सी रोशनी को गर्म न्यूट्रल रंग संतुलित करते हैं।");
    const hindiArticle = page.getByRole("textbox", { name: "Hindi article" });
    await expect(hindiArticle).toHaveAttribute("lang", "hi");
    await expectNoAxeViolations(page, "Hindi version form");
    await hindiArticle.click();
    await page.keyboard.type("उत्तर की रोशनी दिन भर ठंडी और एक-सी रहती है।");
    await page.getByRole("button", { name: "Save the Hindi version" }).click();
    // The editor has a status line of its own (for its toolbar), so the notice is found by its words.
    await expect(
      page.getByRole("status").filter({ hasText: "Saved. Hindi pages show it now." }),
    ).toBeVisible();

    await page.goto(`/hi/blog-details/${id}`);
    await expect(heading).toHaveText(`उत्तर दिशा वाले कमरे के रंग ${id}`);
    await expect(heading).not.toHaveAttribute("lang", /.*/);
    await expect(page.locator(".blog-article__body")).toHaveText(
      "उत्तर की रोशनी दिन भर ठंडी और एक-सी रहती है।",
    );
    await expect(page.locator(".blog-article__body")).not.toHaveAttribute("lang", /.*/);
    await expect(page).toHaveTitle(new RegExp(`उत्तर दिशा वाले कमरे के रंग ${id}`));
    // The English page is unchanged.
    await page.goto(`/blog-details/${id}`);
    await expect(heading).toHaveText(title);

    await page.goto("/staff/translations");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await page.goto(`/staff/blog/${id}`);
    await expect(page.getByRole("region", { name: "Other languages" })).toContainText(
      "Hindi: complete.",
    );

    // Clean up through the confirmation page; the Hindi version goes with the post.
    await page.goto(`/staff/blog/${id}/delete`);
    await page.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByRole("status")).toContainText("Deleted");
  });

  test("a Hindi PDF uploaded for a document is what the /hi listing links to", async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createStaffAccount({
      roles: ["investor-relations"],
      name: "Ritika Sehgal",
    });
    await signIn(page, account, "/staff/documents/new");
    const ref = `LS-${marker()}`;
    const english = await titledPdf(`Listing approval ${ref}`);
    const hindi = await titledPdf(`Listing approval ${ref} (Hindi)`);
    await page.getByRole("combobox", { name: "Page" }).selectOption({ label: "Listing of Shares" });
    await page
      .getByLabel("Description")
      .fill(`Listing approval from BSE for bonus shares (ref ${ref})`);
    await page.getByLabel("PDF file").setInputFiles({
      name: "listing-approval.pdf",
      mimeType: "application/pdf",
      buffer: english,
    });
    await page.getByRole("button", { name: "Upload and publish" }).click();
    await expect(page.getByRole("status")).toContainText("Uploaded and published");

    // Before a Hindi version: the English description and the shared PDF, both said to be English.
    const listing = `/hi/listing-of-shares?q=${ref}`;
    await page.goto(listing);
    let row = page.locator("tbody tr", { hasText: ref });
    await expect(row.locator('[lang="en"]')).toContainText("Listing approval from BSE");
    const sharedHref = await row.getByRole("link", { name: /^PDF/ }).getAttribute("href");
    await expect(row.getByRole("link", { name: /^PDF/ })).toHaveAttribute("hreflang", "en");

    await page.goBack();
    await page.getByRole("link", { name: "Add the Hindi version" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Hindi version of a document" }),
    ).toBeVisible();
    await expect(page.getByLabel("Hindi description")).toHaveAttribute("lang", "hi");
    await page
      .getByLabel("Hindi description")
      .fill(`बोनस शेयरों के लिए बीएसई की सूचीबद्धता स्वीकृति (संदर्भ ${ref})`);
    await page.getByLabel("Hindi PDF (optional)").setInputFiles({
      name: "listing-approval-hindi.pdf",
      mimeType: "application/pdf",
      buffer: hindi,
    });
    await expectNoAxeViolations(page, "document's Hindi version form");
    await page.getByRole("button", { name: "Save the Hindi version" }).click();
    await expect(page.getByRole("status")).toContainText("Saved. Hindi pages show it now.");
    await expect(page.getByRole("link", { name: /Open the Hindi PDF/ })).toBeVisible();

    await page.goto(listing);
    row = page.locator("tbody tr", { hasText: ref });
    await expect(row).toContainText("बोनस शेयरों के लिए बीएसई की सूचीबद्धता स्वीकृति");
    await expect(row.locator('[lang="en"]')).toHaveCount(0);
    const hindiLink = row.getByRole("link", { name: /^PDF/ });
    const hindiHref = await hindiLink.getAttribute("href");
    expect(hindiHref).toMatch(
      /^\/documents\/\d+\/listing-of-shares-\d{4}-\d{2}-\d{2}-f\d+-hi\.pdf$/,
    );
    expect(hindiHref).not.toBe(sharedHref);
    await expect(hindiLink).not.toHaveAttribute("hreflang", /.*/);
    const download = await page.request.get(hindiHref!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(await download.body(), hindi)).toBe(0);

    // The English listing keeps the English text and file.
    await page.goto(`/listing-of-shares?q=${ref}`);
    row = page.locator("tbody tr", { hasText: ref });
    await expect(row).toContainText("Listing approval from BSE");
    expect(await row.getByRole("link", { name: /^PDF/ }).getAttribute("href")).toBe(sharedHref);
  });
});

// Their axe checks at both widths are every-route.spec.ts's.
test("the Hindi blog, news and FAQ show Hindi versions and mark the English ones", async ({
  page,
}) => {
  await page.goto("/hi/blog");
  await expect(page).toHaveTitle(/ब्लॉग: पेंटिंग के टिप्स/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेंटिंग के टिप्स और रंगों के आइडिया");
  // A seeded Hindi version, and a post without one, marked English.
  await expect(
    page.getByRole("heading", { level: 2, name: "फ़िनिश का चुनाव: मैट, सैटिन या हाई शीन?" }),
  ).not.toHaveAttribute("lang", /.*/);
  await expect(
    page.locator('h2[lang="en"]', { hasText: "Looking after wooden doors" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^पूरा पढ़ें/ }).first()).toHaveAttribute(
    "href",
    /^\/hi\/blog-details\/\d+$/,
  );

  await page.goto("/hi/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("समाचार");
  await expect(page.getByRole("link", { name: /कामो पेंट्स ने नागपुर प्लांट में/ })).toBeVisible();
  await expect(page.locator('[lang="en"]', { hasText: "Credit rating reaffirmed" })).toBeVisible();

  await page.goto("/hi/faq");
  await expect(page.getByRole("heading", { level: 2, name: "वारंटी" })).toBeVisible();
  await expect(page.locator('h2[lang="en"]', { hasText: "Dealership" })).toBeVisible();
});
