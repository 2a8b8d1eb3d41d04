/**
 * What the ERP's template calls give the site, in the site's words. The
 * adapter declares these shapes itself so that it depends on nothing that
 * calls it (ADR 21); the investors and editorial modules return them as their
 * own types, and the compiler checks that the two still agree.
 */

export interface ErpDocumentFile {
  kind: "pdf" | "largeFile" | "image" | "audio" | "audioLink" | "video";
  href: string;
  bytes?: number;
}

export interface ErpDocument {
  key: string;
  /** yyyy-mm-dd, or "" when the record had no usable date. */
  date: string;
  subCategory: string;
  description: string;
  files: ErpDocumentFile[];
}

export interface ErpFaq {
  id: string;
  topic: string;
  question: string;
  answer: string;
}

/** An image on the ERP's host, by URL. */
export type ErpImage = { url: string };

export interface ErpBlogPost {
  id: string;
  title: string;
  summary: string;
  /** As the ERP sent it: callers sanitize it before it goes anywhere. */
  bodyHtml: string;
  image?: ErpImage;
  imageAlt: string;
  publishedOn: string;
}

export interface ErpNewsItem {
  id: string;
  title: string;
  summary: string;
  image?: ErpImage;
  imageAlt: string;
  linkUrl: string;
  source: string;
  publishedOn: string;
}
