import type { ContentImage } from "./blog-types";

/** A press coverage card as pages see it, from our database or the ERP (template 4). */
export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  image?: ContentImage;
  imageAlt: string;
  /** Where the card goes (a new tab). */
  linkUrl: string;
  /** Publication, e.g. "The Economic Times"; "" when unknown. */
  source: string;
  publishedOn: string;
}
