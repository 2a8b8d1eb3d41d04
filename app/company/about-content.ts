import { translated } from "~/lib/i18n/content";
import { about } from "~/content/about";
import { about as hiAbout } from "~/content/hi/about";

/** The about page's content (app/content/about.ts) in a page's language. */
export const aboutIn = translated(about, { hi: hiAbout });
