import type { LinkDescriptor } from "react-router";
import { disclosuresFeedPath } from "~/investors/content";

/**
 * Investor pages advertise the disclosures feed in <head>, so a feed reader
 * pointed at any of them finds new filings. The feed is one, in English, for
 * every language.
 */
export const disclosuresFeedLink: LinkDescriptor = {
  rel: "alternate",
  type: "application/atom+xml",
  href: disclosuresFeedPath,
  title: "Kamo Paints investor disclosures",
};
