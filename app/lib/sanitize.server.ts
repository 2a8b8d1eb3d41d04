import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for HTML that reaches us from the database or the ERP
 * (catalogue descriptions, blog bodies, investor notes). Anything not listed
 * here is dropped: scripts, styles, event handlers, iframes, forms, and
 * `javascript:` or `data:` links. Every domain renders remote HTML only
 * through sanitizeRichText, so one review of this file covers the whole site.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Headings inside a description must not compete with the page's own h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
          : { ...attribs, target: "", rel: "" },
      };
    },
  },
  disallowedTagsMode: "discard",
};

/** Returns HTML safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, options)
    .replace(/\s(target|rel)=""/g, "")
    .trim();
}
