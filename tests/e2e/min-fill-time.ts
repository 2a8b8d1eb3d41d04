import type { Page } from "@playwright/test";

/**
 * The browser tests' server takes a lead form or an alert sign-up sent sooner
 * than this after its form was served for a bot's (LEADS_MIN_FILL_SECONDS,
 * which playwright.config.ts sets; 3 s by default). One second keeps the trap
 * in every journey the tests walk at a third of the wait per form.
 */
export const E2E_MIN_FILL_SECONDS = 1;

/** What a form test waits: the minimum and a margin, since a person is never quicker. */
export const MIN_FILL_MS = E2E_MIN_FILL_SECONDS * 1000 + 100;

/** Waits out what is left of the minimum fill time since `started`, when the form was ready. */
export async function waitOutMinimumFillTime(page: Page, started: number): Promise<void> {
  const left = MIN_FILL_MS - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
}
