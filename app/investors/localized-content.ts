import { translated, translatedRecords } from "~/lib/i18n/content";
import { localeOfPath, unprefixedPath } from "~/lib/i18n/locales";
import * as english from "./content";
import * as hindi from "./content.hi";
import type { DocumentPage } from "./content.schema";

/**
 * The investor content (content.ts) in a page's language: the English records
 * with content.hi.ts laid over them. Paths, categories, phone numbers and
 * addresses of other sites come from the English record.
 */
const documentPagesIn = translatedRecords(english.documentPages, "path", {
  hi: hindi.documentPages,
});

const restIn = translated(
  {
    helpDeskContacts: english.helpDeskContacts,
    keyManagerialPersonnel: english.keyManagerialPersonnel,
    regulation46Rows: english.regulation46Rows,
    panKycNotice: english.panKycNotice,
    investorInformationPages: english.investorInformationPages,
  },
  {
    hi: {
      helpDeskContacts: hindi.helpDeskContacts,
      keyManagerialPersonnel: hindi.keyManagerialPersonnel,
      regulation46Rows: hindi.regulation46Rows,
      panKycNotice: hindi.panKycNotice,
      investorInformationPages: hindi.investorInformationPages,
    },
  },
);

export function investorsIn(locale: string) {
  return { ...restIn(locale), documentPages: documentPagesIn(locale) };
}

/** The document listing at an English path (/financial-results), in a page's language. */
export function documentPageIn(locale: string, path: string): DocumentPage | undefined {
  return documentPagesIn(locale).find((page) => page.path === path);
}

/** The document listing a request's path names (/hi/financial-results), in that path's language. */
export function documentPageAt(pathname: string): DocumentPage | undefined {
  return documentPageIn(localeOfPath(pathname), unprefixedPath(pathname));
}
