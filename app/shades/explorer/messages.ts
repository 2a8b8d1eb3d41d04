import { defineMessages } from "~/lib/i18n/messages";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/**
 * Words about colours that several pages use: families, harmonies, a shade
 * page, adding to the shortlist. The explorer and the shortlist page have
 * their own sets beside their modules (listing/, shortlist-page/).
 */
export const colourMessages = defineMessages({ en, hi });
export type ColourMessageKey = keyof typeof en;
