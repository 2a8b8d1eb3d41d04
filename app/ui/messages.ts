import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** Words of the shared components: the page message, the 404 text, a source that did not answer. */
export const uiMessages = defineMessages({ en, hi });
