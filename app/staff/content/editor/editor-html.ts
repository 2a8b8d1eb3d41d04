/**
 * Browser-side helpers of the HTML editor. The server is the real gate (it
 * sanitizes every saved field with the public allow-list); these keep the
 * editor itself from running anything while a person edits.
 */

/** Addresses a link in rich text may point to: the web, email, phone, or a page of our site. */
export function isAllowedLinkHref(value: string): boolean {
  const href = value.trim();
  if (/^\/(?!\/)/.test(href)) return true;
  if (/^(mailto|tel):[^\s]+$/i.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Pictures come only from our own uploads. */
export function isOwnMediaSrc(value: string): boolean {
  return /^\/media\/\d{1,12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value);
}

const DROP = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "FORM",
  "INPUT",
  "BUTTON",
  "TEXTAREA",
  "SELECT",
  "LINK",
  "META",
  "BASE",
  "SVG",
  "MATH",
  "TEMPLATE",
]);

/**
 * Stored (already sanitized) or just-typed HTML, made harmless before it is put
 * into the live editing surface: parsed in an inert document first, then
 * stripped of scripts, event handlers, styles and foreign pictures or links.
 */
export function cleanForEditing(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const walk = (element: Element) => {
    for (const child of Array.from(element.children)) {
      if (DROP.has(child.tagName.toUpperCase())) {
        child.remove();
        continue;
      }
      for (const attribute of Array.from(child.attributes)) {
        const name = attribute.name.toLowerCase();
        const keep =
          (name === "href" && child.tagName === "A" && isAllowedLinkHref(attribute.value)) ||
          (name === "src" && child.tagName === "IMG" && isOwnMediaSrc(attribute.value)) ||
          ["alt", "width", "height", "title", "scope", "colspan", "rowspan"].includes(name);
        if (!keep) child.removeAttribute(attribute.name);
      }
      if (child.tagName === "IMG" && !child.hasAttribute("src")) {
        child.remove();
        continue;
      }
      walk(child);
    }
  };
  walk(parsed.body);
  const fragment = document.createDocumentFragment();
  for (const node of Array.from(parsed.body.childNodes))
    fragment.append(document.importNode(node, true));
  return fragment;
}

/** The surface's HTML as the form should post it: "" when there is nothing but empty blocks. */
export function serializeSurface(surface: HTMLElement): string {
  const hasContent =
    (surface.textContent ?? "").trim() !== "" || surface.querySelector("img") !== null;
  return hasContent ? surface.innerHTML : "";
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export function imageHtml(image: { url: string; alt: string; width?: number; height?: number }) {
  const size =
    image.width && image.height ? ` width="${image.width}" height="${image.height}"` : "";
  return `<img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.alt)}"${size}>`;
}
