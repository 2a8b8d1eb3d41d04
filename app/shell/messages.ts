import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The site frame's words: header, footer, skip link and the error page. */
export const shellMessages = defineMessages({ en, hi });
