import sanitizeHtml from "sanitize-html";

/** An uploaded file's public address as saveUpload makes it, or undefined. */
const MEDIA_PATH = /^\/media\/\d{1,12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function ownMediaPath(value: string | undefined | null): string | undefined {
  return value && MEDIA_PATH.test(value) && !value.includes("..") ? value : undefined;
}

/**
 * The one allow-list for HTML that reaches us from the database or the ERP
 * (catalogue descriptions, blog bodies, investor notes). Anything not listed
 * here is dropped: scripts, styles, event handlers, iframes, forms, and
 * `javascript:` or `data:` links. Every domain renders remote HTML only
 * through sanitizeRichText, so one review of this file covers the whole site.
 * Staff editors save through it too, so what they see after saving is what
 * visitors get.
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
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
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
    // Pictures come only from our own uploads (/media/<id>/<name>): a remote
    // src would leak visitors to third parties and is blocked by our CSP anyway.
    img: (tagName, attribs) => {
      const src = ownMediaPath(attribs.src);
      const size = (value: string | undefined) =>
        value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? value : undefined;
      const width = size(attribs.width);
      const height = size(attribs.height);
      return {
        tagName,
        attribs: {
          ...(src ? { src } : {}),
          alt: attribs.alt ?? "",
          ...(width ? { width } : {}),
          ...(height ? { height } : {}),
          loading: "lazy",
          decoding: "async",
        },
      };
    },
  },
  // An <img> whose src was not one of ours has nothing left to show.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  disallowedTagsMode: "discard",
};

/** Returns HTML safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, options)
    .replace(/\s(target|rel)=""/g, "")
    .trim();
}

/** Plain text ("blank lines separate paragraphs") as escaped <p> paragraphs. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join("\n");
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
