/**
 * Addresses that lead off the site (web links and mail addresses) found in
 * text, and the ones that can never work: names reserved for documentation,
 * which never resolve, and ids a platform cannot have issued (issue 26). The
 * content check (`npm run content:check`), its unit test, the crawl test and
 * the investor pages' media links all use these rules, so "a link that goes
 * nowhere" means the same thing everywhere.
 */

export interface OutsideAddress {
  kind: "url" | "email";
  /** The URL as written, or the bare mail address (without `mailto:`). */
  value: string;
}

// Stops at characters that cannot end a URL in prose or code: quotes, brackets,
// backticks and whitespace; sentence punctuation is trimmed after the match.
const URL_PATTERN = /\bhttps?:\/\/[^\s"'`<>()[\]{}]+/g;
const EMAIL_PATTERN =
  /\b[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/** Every web address and mail address in a text, in order, each once. */
export function findOutsideAddresses(text: string): OutsideAddress[] {
  const found = new Map<string, OutsideAddress>();
  for (const match of text.matchAll(URL_PATTERN)) {
    const value = match[0].replace(/[.,;:!?]+$/, "");
    found.set(`url ${value}`, { kind: "url", value });
  }
  // Addresses inside a URL (https://user@host) are the URL's, not mail.
  const withoutUrls = text.replace(URL_PATTERN, " ");
  for (const match of withoutUrls.matchAll(EMAIL_PATTERN))
    found.set(`email ${match[0]}`, { kind: "email", value: match[0] });
  return [...found.values()];
}

/**
 * Top-level names that never resolve (RFC 2606, RFC 6761) and the
 * second-level names reserved for examples. example.com answers, but only
 * with a page saying it is an example: no visitor should be sent there.
 */
const RESERVED_TOP_LEVEL = new Set(["example", "invalid", "test", "localhost"]);
const RESERVED_DOMAINS = new Set(["example.com", "example.net", "example.org"]);

/**
 * Why a host name can never be a real site, or undefined when it can be. A
 * name with "example" as one of its labels (news.example.in) is a sample too,
 * under any top-level domain: whoever owns it, it is not the company's.
 */
export function reservedHost(host: string): string | undefined {
  const name = host.toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  const top = labels[labels.length - 1] ?? "";
  if (RESERVED_TOP_LEVEL.has(top)) return `.${top} is reserved and never resolves (RFC 6761)`;
  const domain = labels.slice(-2).join(".");
  if (RESERVED_DOMAINS.has(domain)) return `${domain} is reserved for examples (RFC 2606)`;
  if (labels.includes("example")) return `${name} is a sample name, not the company's site`;
  return undefined;
}

interface IdRule {
  /** Host names (and their www./m. forms) the rule applies to. */
  hosts: readonly string[];
  /** Reads the id from the URL; undefined when the URL is not of the kind the rule knows. */
  id: (url: URL) => string | undefined;
  valid: RegExp;
  what: string;
}

const firstSegment = (url: URL) => url.pathname.split("/")[1] || undefined;

/**
 * Id formats of the platforms sample content links to. A made-up id in the
 * wrong format ("watch?v=kamoprep0001", twelve characters) can never exist.
 */
const ID_RULES: readonly IdRule[] = [
  {
    hosts: ["youtube.com"],
    id: (url) =>
      url.pathname === "/watch"
        ? (url.searchParams.get("v") ?? "")
        : /^\/(?:embed|shorts|live|v)\/([^/]*)/.exec(url.pathname)?.[1],
    valid: /^[A-Za-z0-9_-]{11}$/,
    what: "a YouTube video id is 11 letters, digits, - or _",
  },
  {
    hosts: ["youtu.be"],
    id: firstSegment,
    valid: /^[A-Za-z0-9_-]{11}$/,
    what: "a YouTube video id is 11 letters, digits, - or _",
  },
  {
    hosts: ["youtube.com"],
    id: (url) => (firstSegment(url)?.startsWith("@") ? firstSegment(url) : undefined),
    valid: /^@[A-Za-z0-9._-]{3,30}$/,
    what: "a YouTube handle is @ and 3 to 30 letters, digits, ., - or _",
  },
  {
    hosts: ["facebook.com"],
    id: (url) => {
      const segment = firstSegment(url);
      return segment && !["pages", "groups", "profile.php", "sharer"].includes(segment)
        ? segment
        : undefined;
    },
    valid: /^[A-Za-z0-9.]{5,50}$/,
    what: "a Facebook username is 5 or more letters, digits or dots",
  },
  {
    hosts: ["twitter.com", "x.com"],
    id: firstSegment,
    valid: /^[A-Za-z0-9_]{1,15}$/,
    what: "an X (Twitter) handle is at most 15 letters, digits or _",
  },
  {
    hosts: ["instagram.com"],
    id: firstSegment,
    valid: /^[A-Za-z0-9._]{1,30}$/,
    what: "an Instagram username is at most 30 letters, digits, . or _",
  },
  {
    hosts: ["linkedin.com"],
    id: (url) => /^\/company\/([^/]*)/.exec(url.pathname)?.[1],
    valid: /^[A-Za-z0-9-]{2,100}$/,
    what: "a LinkedIn company page name is letters, digits or -",
  },
];

const bareHost = (host: string) => host.toLowerCase().replace(/^(?:www|m|mobile)\./, "");

/**
 * Why an outside address can never work, or undefined when it may: a
 * reserved name, an id its platform cannot have issued, or not a URL at all.
 */
export function whyUnreachable(address: OutsideAddress): string | undefined {
  if (address.kind === "email") return reservedHost(address.value.split("@")[1] ?? "");
  let url: URL;
  try {
    url = new URL(address.value);
  } catch {
    return "not a valid URL";
  }
  const reserved = reservedHost(url.hostname);
  if (reserved) return reserved;
  const host = bareHost(url.hostname);
  for (const rule of ID_RULES) {
    if (!rule.hosts.includes(host)) continue;
    const id = rule.id(url);
    if (id !== undefined && !rule.valid.test(id)) return `"${id}" cannot exist: ${rule.what}`;
  }
  return undefined;
}
