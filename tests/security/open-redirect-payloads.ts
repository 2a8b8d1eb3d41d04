/**
 * Values of `next` that try to turn the staff sign-in into an open redirect,
 * each as the server sees it once the query string or form is decoded. The
 * attacker's host is evil.example; "%" sequences are literal (double-encoded
 * forms). Shared by the unit test of safeNextPath and the attack tests.
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // Scheme-relative and absolute URLs
  "//evil.example",
  "//evil.example/staff",
  "///evil.example",
  "////evil.example/staff",
  "https://evil.example",
  "https://evil.example/staff/leads",
  "http://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:evil.example",
  "//127.0.0.1@evil.example/staff",
  "https://127.0.0.1.evil.example/staff",
  "/staff@evil.example",
  "//evil.example%2F%2E%2E",
  // Backslashes, which browsers read as slashes
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/staff\\..\\..\\evil.example",
  "/staff/../\\evil.example",
  "https://evil.example\\@127.0.0.1/staff",
  // Tab, line breaks and other characters a browser drops while reading a URL
  "/\t/evil.example",
  "/staff/../\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "/\u0000/evil.example",
  "/staff\r\nLocation: https://evil.example",
  "/staff\nSet-Cookie: kamo-staff=attacker",
  "ht\ntps://evil.example",
  // Percent-encoded and double-encoded separators
  "/%09/evil.example",
  "/staff/%09/evil.example",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%2F/evil.example",
  "/staff/%2F%2Fevil.example",
  "%252F%252Fevil.example",
  "/%252F%252Fevil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/staff/%5C%5Cevil.example",
  // Dot segments that climb out of /staff
  "/staff/..//evil.example",
  "/staff/../..//evil.example",
  "/staff/..%2F..%2F/evil.example",
  "/staff/%2e%2e/%2e%2e//evil.example",
  "/staff/%2E%2E%2F%2E%2E%2F%2Fevil.example",
  "/staff/./../../evil.example",
  // Script and data URLs
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  // Look-alike slashes and dots
  "\uFF0F\uFF0Fevil.example",
  "\u2215\u2215evil.example",
  "\u2044\u2044evil.example",
  "//evil\u3002example",
  "/\u200B/evil.example",
  // Not the staff area, or merely starting like it
  "/staffevil",
  "/staff.evil.example",
  "/about",
  "",
];

/** A legitimate destination, which must still work. */
export const LEGITIMATE_NEXT = "/staff/leads?state=failed";
