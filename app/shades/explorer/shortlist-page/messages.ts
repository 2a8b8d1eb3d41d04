import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The shortlist page's and its PDF's own words; the colour words are in ../messages. */
export const shortlistMessages = defineMessages({ en, hi });
