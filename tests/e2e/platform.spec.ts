import { expect, test } from "./fixtures";

test("unknown paths redirect to the 404 page, which answers 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(page.url()).toMatch(/\/not-found$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page Not Found");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});
