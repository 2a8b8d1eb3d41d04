import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  sourceHash,
  withSchemeDirectives,
} from "./security.server";

function scriptSrc(policy: string): string {
  return policy.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
}

function directive(policy: string, name: string): string {
  return (policy.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "").trim();
}

describe("sourceHash", () => {
  it("hashes the exact text, as browsers do for an inline script or style", () => {
    const script = 'window.__reactRouterContext = {"url":"/about"};';
    // Known value, computed independently: `printf %s "$script" | openssl dgst -sha256 -binary | base64`.
    expect(sourceHash(script)).toBe("'sha256-3qDvnORZisnYqELt4exupQSmamTu+hMVkqWZur1bZ1E='");
  });

  it("keeps non-ASCII text and whitespace inside the hash", () => {
    const body = "\n  console.log('₹1,000 crore');\n";
    const hash = createHash("sha256").update(body, "utf8").digest("base64");
    expect(sourceHash(body)).toBe(`'sha256-${hash}'`);
    expect(sourceHash(body.trim())).not.toBe(`'sha256-${hash}'`);
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
