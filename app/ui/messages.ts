import { locales } from "~/lib/i18n/locales";
import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** Words of the shared components: the page message, the 404 text, a source that did not answer. */
export const uiMessages = defineMessages({ en, hi });

/**
 * "This file could not be read just now" in every language, one line each:
 * a file's address is the same for every language, so its plain-text 503
 * cannot know which one the reader wants.
 */
export function fileUnavailableText(): string {
  return locales.map(({ code }) => `${uiMessages.in(code)("unavailable.file")}\n`).join("");
}
