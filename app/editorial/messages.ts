import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The blog, news and FAQ pages' own words: headings, labels, empty states, titles and descriptions. */
export const editorialMessages = defineMessages({ en, hi });
