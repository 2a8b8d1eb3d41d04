import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  withSchemeDirectives,
  inlineScriptHashes,
  inlineStyleHashes,
} from "./security.server";

function scriptSrc(policy: string): string {
  return policy.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
}

function directive(policy: string, name: string): string {
  return (policy.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "").trim();
}

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, as browsers do", () => {
    const script = 'window.__reactRouterContext = {"url":"/about"};';
    // Known value, computed independently: `printf %s "$script" | openssl dgst -sha256 -binary | base64`.
    const expected = createHash("sha256").update(script, "utf8").digest("base64");
    expect(expected).toBe("3qDvnORZisnYqELt4exupQSmamTu+hMVkqWZur1bZ1E=");
    const html = `<html><head><script>${script}</script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  it("skips external and empty scripts and lists a repeated script once", () => {
    const html =
      '<script src="/assets/entry.js"></script><script type="module" src="/a.js"></script>' +
      '<script></script><script>a()</script><script type="module">a()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it("keeps non-ASCII text and whitespace inside the hash", () => {
    const body = "\n  console.log('₹1,000 crore');\n";
    const hash = createHash("sha256").update(body, "utf8").digest("base64");
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([`'sha256-${hash}'`]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes the exact text of each <style> element and nothing else", () => {
    const css = ":root{--ink:#1d2330}\nbody{color:var(--ink)}";
    const hash = createHash("sha256").update(css, "utf8").digest("base64");
    const html = `<head><style>${css}</style><link rel="stylesheet" href="/a.css"/></head><body style="color:red"><script>x()</script></body>`;
    expect(inlineStyleHashes(html)).toEqual([`'sha256-${hash}'`]);
    expect(inlineStyleHashes("<style></style><p>no styles</p>")).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from our origin and the listed hashes", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(scriptSrc(policy).trim()).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(policy)).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows style sheets from our origin and inline styles only by hash", () => {
    expect(directive(contentSecurityPolicy([]), "style-src")).toBe("style-src 'self'");
    const policy = contentSecurityPolicy([], { styleHashes: ["'sha256-css='"] });
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'sha256-css='");
    expect(directive(policy, "style-src")).not.toContain("unsafe-inline");
  });

  it("lets development's hot reloading add styles, never scripts", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"], {
      styleHashes: ["'sha256-css='"],
      anyInlineStyle: true,
    });
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(scriptSrc(policy).trim()).toBe("script-src 'self' 'sha256-abc='");
  });

  it("upgrades insecure requests only over HTTPS", () => {
    const policy = contentSecurityPolicy([]);
    expect(withSchemeDirectives(policy, true)).toMatch(/; upgrade-insecure-requests$/);
    expect(withSchemeDirectives(policy, false)).toBe(policy);
  });

  it("allows images from extra origins (the ERP) when given", () => {
    expect(contentSecurityPolicy([], { imageOrigins: ["https://erp.example.com"] })).toContain(
      "img-src 'self' data: blob: https://erp.example.com",
    );
  });
});

describe("baseSecurityHeaders", () => {
  it("sends the fixed headers always and HSTS only over HTTPS", () => {
    const plain = baseSecurityHeaders({ https: false });
    expect(plain["X-Content-Type-Options"]).toBe("nosniff");
    expect(plain["Referrer-Policy"]).toBeTruthy();
    expect(plain["Permissions-Policy"]).toContain("camera=()");
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(
      /max-age=\d{8}/,
    );
  });
});
