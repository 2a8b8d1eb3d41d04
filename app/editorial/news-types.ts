import type { FieldLangs } from "~/lib/i18n/fallback";
import type { ContentImage } from "./blog-types";
import type { NewsTextField } from "./translations";

/** A press coverage card as pages see it, from our database or the ERP (template 4). */
export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  image?: ContentImage;
  imageAlt: string;
  /** The story on the publisher's website, where it is online. */
  linkUrl?: string;
  /**
   * Whether the item has a page of ours (/news/{id}): every item from our
   * database does. The ERP's items have a title and a link only, so their
   * cards open the publisher's page.
   */
  ownPage: boolean;
  /** Publication, e.g. "The Economic Times"; "" when unknown. */
  source: string;
  publishedOn: string;
  /** Fields shown in English on a page in another language, with the lang to mark them. */
  langs: FieldLangs<NewsTextField>;
}
