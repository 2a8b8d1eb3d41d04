import { titledPdf } from "../factories/pdfs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, signIn } from "./staff-fixtures";

/**
 * Investor relations publishes a filing without a developer: upload, see it on
 * the public page and download it, unpublish it, and watch the Regulation 46
 * status. "Listing of Shares" is used because no other browser test reads its
 * first rows, so parallel runs cannot disturb each other.
 */

/** Today in India as the pages show it, e.g. "22 November 2026". */
function todayLong(): string {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const [year, month, day] = iso.split("-").map(Number);
  const name = new Date(Date.UTC(2000, month! - 1, 1)).toLocaleString("en-GB", {
    month: "long",
    timeZone: "UTC",
  });
  return `${day} ${name} ${year}`;
}

// The refused upload answers 400, which the browser logs as a failed load; that one, and only
// that one, is expected here.
const uploadTest = test.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const refusedUpload =
        message.text().includes("status of 400") &&
        message.location().url.includes("/staff/documents/new");
      if (!refusedUpload) errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await provide(errors);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

uploadTest(
  "investor relations uploads a PDF, it is public at once, and unpublishing takes it down",
  async ({ page, consoleErrors, playwright }, testInfo) => {
    void consoleErrors; // checked by the fixture when the test ends
    // A long journey with six accessibility scans on a shared, slow machine.
    uploadTest.setTimeout(180_000);
    const account = await createStaffAccount({
      roles: ["investor-relations"],
      name: "Ritika Sehgal",
    });
    await signIn(page, account, "/staff/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Investor documents" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: /All investor documents, newest first/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "document list");

    await page.getByRole("link", { name: "Upload a document" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Upload a document" })).toBeVisible();
    await expectNoAxeViolations(page, "upload form");

    const marker = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const description = `Listing approval from the National Stock Exchange for bonus shares (ref ${marker})`;
    const pdf = await titledPdf(`Listing approval ${marker}`);

    // A text file renamed .pdf is refused by its content, with a message at the field.
    await page.getByRole("combobox", { name: "Page" }).selectOption({ label: "Listing of Shares" });
    await page.getByLabel("Description").fill(description);
    await page.getByLabel("PDF file").setInputFiles({
      name: "listing-approval.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Dear Sir, please find the listing approval attached."),
    });
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Upload and publish" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("One thing needs fixing");
    await expect(page.locator("#pdf-error")).toHaveText(/not a PDF, whatever its name says/);
    await expect(page.getByLabel("PDF file")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "upload form with an error");

    // The real PDF goes through; today's date is already filled in.
    await page.getByLabel("PDF file").setInputFiles({
      name: "listing-approval.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await page.getByRole("button", { name: "Upload and publish" }).click();
    await expect(page.getByRole("status")).toContainText("Uploaded and published");
    await expect(
      page.getByRole("heading", { name: /On the public site:\s*Published/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "edit page");
    const editUrl = page.url();

    // The public page lists it at once, and its PDF is the uploaded file.
    await page.goto("/listing-of-shares");
    const row = page.locator("tbody tr", { hasText: marker });
    await expect(row).toBeVisible();
    const href = await row.getByRole("link", { name: /^PDF/ }).getAttribute("href");
    expect(href).toMatch(/^\/documents\/\d+\/listing-of-shares-\d{4}-\d{2}-\d{2}-f\d+\.pdf$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);
    // Browsers re-check it each time (it can be unpublished), cheaply: the same bytes answer 304.
    expect(download.headers()["cache-control"]).toBe("public, no-cache");
    const again = await page.request.get(href!, {
      headers: { "If-None-Match": download.headers()["etag"]! },
    });
    expect(again.status()).toBe(304);

    // The Regulation 46 status counts it: Listing of Shares has a document from today.
    await page.goto("/staff/regulation-46");
    const status = page.locator("tbody tr", { hasText: "Listing of Shares" });
    await expect(status).toContainText(todayLong());
    await expect(status).toContainText("today");
    await expectNoAxeViolations(page, "Regulation 46 status");

    // Unpublishing asks first, then removes it from the page and its file address.
    await page.goto(editUrl);
    await page.getByRole("link", { name: "Unpublish…" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Unpublish this document?" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "unpublish confirmation");
    await page.getByRole("button", { name: "Yes, unpublish it" }).click();
    await expect(page.getByRole("status")).toContainText("Unpublished");
    await expect(
      page.getByRole("heading", { name: /On the public site:\s*Unpublished/ }),
    ).toBeVisible();
    // Staff can still open the unpublished PDF to check it; nobody else can.
    const preview = await page
      .getByRole("link", { name: "check its PDF (opens in a new tab)" })
      .getAttribute("href");
    expect(preview).toMatch(/^\/staff\/documents\/\d+\/file\/.+\.pdf$/);
    await expect(
      page.getByRole("link", { name: "Open the current PDF (opens in a new tab)" }),
    ).toHaveAttribute("href", preview!);
    const previewed = await page.request.get(preview!);
    expect(previewed.status()).toBe(200);
    expect(previewed.headers()["content-type"]).toBe("application/pdf");
    expect(previewed.headers()["cache-control"]).toContain("no-store");
    expect((await previewed.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const anonymous = await playwright.request.newContext({ baseURL: page.url() });
    const turnedAway = await anonymous.get(preview!, { maxRedirects: 0 });
    expect(turnedAway.status()).toBe(302);
    expect(turnedAway.headers()["location"]).toContain("/staff/sign-in");
    await anonymous.dispose();

    await page.goto("/listing-of-shares");
    await expect(page.getByRole("heading", { level: 1, name: "Listing of Shares" })).toBeVisible();
    await expect(page.locator("tbody tr", { hasText: marker })).toHaveCount(0);
    expect((await page.request.get(href!)).status()).toBe(404);
    const feed = await (await page.request.get("/investors/disclosures.atom")).text();
    expect(feed).not.toContain(marker);

    // Staff still see it, marked unpublished.
    await page.goto("/staff/documents?category=Listing+of+Shares");
    await expect(page.locator("tbody tr", { hasText: marker })).toContainText("Unpublished");

    // Addresses that name no document are "not found", never an error page.
    for (const path of [
      "/staff/documents/999999",
      "/staff/documents/x1",
      "/staff/documents/1/delete",
    ])
      expect((await page.request.get(path)).status(), path).toBe(404);
  },
);

test("a marketing-only account cannot reach investor documents", async ({ page }) => {
  const account = await createStaffAccount({ roles: ["marketing"] });
  await signIn(page, account);
  // Asked for by the page's own request (a navigation to a 403 would log a console error).
  for (const path of ["/staff/documents", "/staff/documents/new", "/staff/regulation-46"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).toContain("You don&#x27;t have access to this");
  }
  await page.goto("/staff");
  await expect(page.getByRole("navigation", { name: "Staff area" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff area" })).not.toContainText("Documents");
  // Nor can it post a change, even with its own valid session.
  const post = await page.request.post("/staff/documents/1/unpublish", {
    form: { _csrf: "x" },
  });
  expect(post.status()).toBe(403);
});
