import { translated } from "~/lib/i18n/content";
import { company } from "~/content/company";
import { company as hiCompany } from "~/content/hi/company";

/**
 * The home, about and contact content (app/content) in a page's language.
 * The board is in ./board-content.ts: the home page shows no director, and
 * the board's biographies in both languages were about 5 KB of its script.
 */
export const companyIn = translated(company, { hi: hiCompany });
