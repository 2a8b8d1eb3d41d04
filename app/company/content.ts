import { translated, translatedRecords } from "~/lib/i18n/content";
import { company } from "~/content/company";
import { company as hiCompany } from "~/content/hi/company";
import { board } from "~/content/people";
import { board as hiBoard } from "~/content/hi/people";

/** The home, about and contact content and the board (app/content) in a page's language. */
export const companyIn = translated(company, { hi: hiCompany });
export const boardIn = translatedRecords(board, "slug", { hi: hiBoard });

/** A director by slug, in a page's language. */
export function personIn(locale: string, slug: string) {
  const person = boardIn(locale).find((candidate) => candidate.slug === slug);
  if (!person) throw new Error(`No director "${slug}"`);
  return person;
}
