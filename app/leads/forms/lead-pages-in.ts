import { translated } from "~/lib/i18n/content";
import { leadPages } from "./lead-pages";
import { leadPages as hiLeadPages } from "./lead-pages.hi";

/** The words around each form (titles, introductions, next steps) in a page's language. */
export const leadPagesIn = translated(leadPages, { hi: hiLeadPages });
