import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * The explorer's own words: its filters, results and pages. Apart from the
 * colour words in ../messages, so a shade page does not carry them (issue 27:
 * at most 100 KB sent).
 */
export const listingMessages = defineMessages({ en, hi });
export type ListingMessageKey = keyof typeof en;
