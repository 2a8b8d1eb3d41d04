import { createHash } from "node:crypto";

/**
 * Security headers. Scripts are allowed by our own origin (bundles) and by the
 * hash of the page bootstrap, whose text is fixed for a build; styles by the
 * hash of the style sheets we inline. Never by 'unsafe-inline', and never by
 * hashing whatever happens to be in a page, which would also bless a script
 * that reached it through content (ADR 0004).
 */

/** A CSP hash source for an inline script's or style's exact text. */
export function sourceHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The page's policy. It does not depend on the scheme, so a cached page can be
 * served over http and https alike; the server adds `upgrade-insecure-requests`
 * for https requests (withSchemeDirectives).
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  options: {
    imageOrigins?: string[];
    styleHashes?: string[];
    /**
     * Development only: Vite's hot reloading adds <style> elements from script,
     * which no hash can list. Styles cannot run code; scripts stay hash-only.
     */
    anyInlineStyle?: boolean;
  } = {},
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Style sheets from our origin and the page's own inlined styles by hash;
    // style attributes (swatch colours, carousel offsets) cannot run code, so
    // they are allowed.
    options.anyInlineStyle
      ? "style-src 'self' 'unsafe-inline'"
      : `style-src 'self' ${(options.styleHashes ?? []).join(" ")}`.trim(),
    "style-src-attr 'unsafe-inline'",
    // Catalogue pictures may be hosted by the company's ERP when that adapter is on.
    `img-src 'self' data: blob: ${(options.imageOrigins ?? []).join(" ")}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    // Investor audio and video may be hosted by the company's media provider.
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/** A response's CSP as sent: with upgrade-insecure-requests when the request came over https. */
export function withSchemeDirectives(policy: string, https: boolean): string {
  return https ? `${policy}; upgrade-insecure-requests` : policy;
}

/**
 * The policy of every response that is not one of our HTML pages: files (PDFs,
 * pictures, scripts, fonts), feeds, data and the server's own short answers
 * (400, 405, 413). Nothing in them may load or run anything, and a file opened
 * on its own is sandboxed (no scripts, no forms, an origin of its own), so a
 * PDF or an SVG can never act as a page of this site. Investor documents, which
 * include SVG advertisements, add inline styles to this
 * (document-file-response.server.ts).
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Headers every response carries, whatever its type. */
export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
