import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The paint finder's words (issue 42); product names and feature text come from the records. */
export const finderMessages = defineMessages({ en, hi });
