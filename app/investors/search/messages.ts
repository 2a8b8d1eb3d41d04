import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** Words of the filing search page and of the search box other investor pages carry. */
export const searchMessages = defineMessages({ en, hi });
