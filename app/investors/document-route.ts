import type { LinkDescriptor } from "react-router";
import { disclosuresFeedPath, type DocumentPage } from "~/investors/content";

/**
 * Investor pages advertise the disclosures feed in <head>, so a feed reader
 * pointed at any of them finds new filings.
 */
export const disclosuresFeedLink: LinkDescriptor = {
  rel: "alternate",
  type: "application/atom+xml",
  href: disclosuresFeedPath,
  title: "Kamo Paints investor disclosures",
};

/** Title, description and keywords of a document listing; generic while the page is unknown (404). */
export function documentPageSeo(page: DocumentPage | undefined) {
  return {
    title: page?.title ?? "Investor documents",
    description: page?.description ?? "Investor documents of Kamo Paints Limited.",
    keywords: page?.keywords ?? "Kamo Paints, investor documents",
  };
}
