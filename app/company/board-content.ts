import { translatedRecords } from "~/lib/i18n/content";
import { board } from "~/content/people";
import { board as hiBoard } from "~/content/hi/people";

/** The board (app/content/people.ts) in a page's language. */
export const boardIn = translatedRecords(board, "slug", { hi: hiBoard });

/** A director by slug, in a page's language. */
export function personIn(locale: string, slug: string) {
  const person = boardIn(locale).find((candidate) => candidate.slug === slug);
  if (!person) throw new Error(`No director "${slug}"`);
  return person;
}
