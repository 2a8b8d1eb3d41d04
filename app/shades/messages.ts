import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The shade-card page's own words: headings, notes, card details, titles and descriptions. */
export const shadesMessages = defineMessages({ en, hi });
