import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** The product and range pages' own words: labels, buttons, the help band and fallback titles. */
export const productsMessages = defineMessages({ en, hi });
