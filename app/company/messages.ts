import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The company pages' own words: headings, labels, titles and descriptions. */
export const companyMessages = defineMessages({ en, hi });
