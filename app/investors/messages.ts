import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The investor pages' own words: headings, labels, table and filter text, titles and descriptions. */
export const investorMessages = defineMessages({ en, hi });
