import { describe, expect, it } from "vitest";
import { isAllowedUrl, urlPolicies, type UrlPolicyName } from "./url-policy";

/**
 * Every link policy against the same hostile and ordinary inputs. A row lists
 * the policies that let the input become a link; every other policy must
 * refuse it. The answers are those of the five places the policies came from
 * (ADR 50), except that no policy takes a site path that a browser, or a
 * second decoding, reads as another site's ("/\\host", ADR 57).
 */
const rows: readonly (readonly [
  what: string,
  value: string,
  allowedBy: readonly UrlPolicyName[],
])[] = [
  ["empty", "", []],
  ["blank", " ", []],
  ["javascript:", "javascript:alert(1)", []],
  ["javascript:, mixed case", "JavaScript:alert(1)", []],
  ["javascript:, leading space", " javascript:alert(1)", []],
  ["javascript:, tab inside the scheme", "java\tscript:alert(1)", []],
  ["javascript:, control character first", "\u0001javascript:alert(1)", []],
  ["data:", "data:text/html,<script>alert(1)</script>", []],
  ["data:, upper case", "DATA:text/html,x", []],
  ["protocol-relative //", "//evil.example/x", []],
  ["protocol-relative with backslashes", "\\\\evil.example/x", []],
  // A browser reads "/\\host" as "//host", and drops tabs and line breaks from an address.
  ["slash then backslash", "/\\evil.example", []],
  ["slash then backslash, inside spaces", " /\\evil.example ", []],
  ["slash, tab, slash", "/\t/evil.example", []],
  ["slash, line break, backslash", "/\n\\evil.example", []],
  // Where a path is decoded once more (a proxy, a redirect), these become "/\\" and "//".
  ["slash then an encoded backslash", "/%5Cevil.example", []],
  ["slash then an encoded backslash, lower case", "/%5cevil.example", []],
  ["slash then an encoded slash", "/%2Fevil.example", []],
  [
    "site path with an encoded space",
    "/media/1/a%20b.pdf",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOrSitePath", "reachableWebOrSitePath"],
  ],
  ["backslash then slash", "\\/evil.example", []],
  [
    "https with backslashes",
    "https:\\\\evil.example",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly"],
  ],
  [
    "https, upper case",
    "HTTPS://WWW.KAMOPAINTS.IN/X",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "https",
    "https://www.kamopaints.in/x",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "plain http",
    "http://www.kamopaints.in/x",
    ["webOrSitePath", "webMailPhoneOrSitePath", "reachableWebOrSitePath"],
  ],
  [
    "https inside spaces",
    "  https://www.kamopaints.in/x  ",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly", "reachableWebOrSitePath"],
  ],
  [
    "https with a trailing newline",
    "https://www.kamopaints.in/x\n",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly", "reachableWebOrSitePath"],
  ],
  [
    "https with a space in the path",
    "https://www.kamopaints.in/a b",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly", "reachableWebOrSitePath"],
  ],
  [
    "IDN host",
    "https://कामो.भारत/x",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "IDN host, punycode",
    "https://xn--11b5bs1di.xn--h2brj9c/x",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "userinfo https://a@b",
    "https://a@b.in/x",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "userinfo with a password",
    "https://user:pass@www.kamopaints.in/",
    [
      "webOrSitePath",
      "webMailPhoneOrSitePath",
      "httpsOrSitePath",
      "httpsOnly",
      "reachableWebOrSitePath",
    ],
  ],
  [
    "site path",
    "/products/interior",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOrSitePath", "reachableWebOrSitePath"],
  ],
  ["site path inside spaces", " /contact ", ["webMailPhoneOrSitePath", "reachableWebOrSitePath"]],
  ["relative path", "products/interior", []],
  ["relative ./", "./x", []],
  ["relative ../", "../x", []],
  ["query only", "?x=1", []],
  ["fragment only", "#top", []],
  ["mailto:", "mailto:care@kamopaints.in", ["webMailPhoneOrSitePath"]],
  ["tel:", "tel:+918000000000", ["webMailPhoneOrSitePath"]],
  ["mailto: without an address", "mailto:", []],
  ["https without a host", "https://", []],
  [
    "https: without slashes",
    "https:foo.in",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly"],
  ],
  ["reserved name localhost", "https://localhost/x", ["webOrSitePath", "webMailPhoneOrSitePath"]],
  [
    "reserved example name",
    "https://news.example.com/x",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOrSitePath", "httpsOnly"],
  ],
  [
    "an id YouTube cannot have issued",
    "https://www.youtube.com/watch?v=kamoq2fy27",
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOrSitePath", "httpsOnly"],
  ],
  ["ftp:", "ftp://files.kamopaints.in/x", []],
  [
    "undotted host",
    "https://kamopaints/x",
    ["webOrSitePath", "webMailPhoneOrSitePath", "reachableWebOrSitePath"],
  ],
  [
    "site path with a quote",
    '/media/1/a"b.pdf',
    ["webOrSitePath", "webMailPhoneOrSitePath", "reachableWebOrSitePath"],
  ],
  [
    "https with a quote",
    'https://a.in/"onmouseover=x',
    ["webOrSitePath", "webMailPhoneOrSitePath", "httpsOnly", "reachableWebOrSitePath"],
  ],
];

const policyNames = Object.keys(urlPolicies) as UrlPolicyName[];

describe("url policies", () => {
  it.each(rows)("%s: %j", (_what, value, allowedBy) => {
    for (const policy of policyNames)
      expect(isAllowedUrl(policy, value), policy).toBe(allowedBy.includes(policy));
  });

  it("has a row each policy allows and a row each refuses", () => {
    for (const policy of policyNames) {
      expect(
        rows.some(([, , allowedBy]) => allowedBy.includes(policy)),
        policy,
      ).toBe(true);
      expect(
        rows.some(([, , allowedBy]) => !allowedBy.includes(policy)),
        policy,
      ).toBe(true);
    }
  });
});
