import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The catalogue pages' own words; names and descriptions come from the database or the ERP. */
export const catalogueMessages = defineMessages({ en, hi });
