import { expect } from "@playwright/test";

/**
 * The headers every response of the site must carry, whatever it is. Pages
 * have the page policy (scripts from our origin and the page's own inline
 * scripts only); everything else (files, feeds, data, the server's own short
 * answers) has a policy that allows nothing and sandboxes the document.
 */
export type PolicyKind = "page" | "file";

/** Six months, the least the MDN HTTP Observatory accepts for HSTS. */
const HALF_A_YEAR = 15_552_000;

export function cspDirectives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function expectSecurityHeaders(
  headers: Record<string, string>,
  label: string,
  kind: PolicyKind,
  { https = false }: { https?: boolean } = {},
): void {
  expect
    .soft(headers["x-content-type-options"], `${label}: X-Content-Type-Options`)
    .toBe("nosniff");
  expect.soft(headers["x-frame-options"], `${label}: X-Frame-Options`).toBe("DENY");
  expect
    .soft(headers["referrer-policy"], `${label}: Referrer-Policy`)
    .toBe("strict-origin-when-cross-origin");
  expect.soft(headers["permissions-policy"], `${label}: Permissions-Policy`).toContain("camera=()");
  expect
    .soft(headers["cross-origin-resource-policy"], `${label}: Cross-Origin-Resource-Policy`)
    .toBe("same-origin");
  const hsts = headers["strict-transport-security"];
  if (https) expect.soft(hsts, `${label}: HSTS`).toMatch(/max-age=(\d+)/);
  else expect.soft(hsts, `${label}: no HSTS over plain http`).toBeUndefined();
  if (https && hsts)
    expect
      .soft(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${label}: HSTS age`)
      .toBeGreaterThan(HALF_A_YEAR);

  const policy = headers["content-security-policy"];
  expect.soft(policy, `${label}: Content-Security-Policy`).toBeTruthy();
  const csp = cspDirectives(policy ?? "");
  if (kind === "file") {
    expect.soft(csp.get("default-src"), `${label}: default-src`).toEqual(["'none'"]);
    expect.soft(csp.has("sandbox"), `${label}: sandbox`).toBe(true);
    return;
  }
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect.soft(scripts.length, `${label}: script-src`).toBeGreaterThan(0);
  for (const source of scripts)
    expect
      .soft(source, `${label}: script-src source`)
      .toMatch(/^('self'|'strict-dynamic'|'sha(256|384|512)-[A-Za-z0-9+/]+=*'|'nonce-[\w+/=-]+')$/);
  expect.soft(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect.soft(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect.soft(csp.has("base-uri"), `${label}: base-uri`).toBe(true);
}
