import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * The consultation dialog's few words, apart from the forms' catalogue: the
 * dialog is part of every page, the form in it loads only when it opens.
 */
export const dialogMessages = defineMessages({ en, hi });
