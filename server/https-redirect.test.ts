import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { httpsLocation, httpsRedirectOf } from "./https-redirect";

const behindBalancer = parseEnv({ TRUST_PROXY: "true", SITE_URL: "https://www.kamopaints.in" });

describe("FORCE_HTTPS", () => {
  it("is on by default and only counts behind a balancer", () => {
    expect(parseEnv({}).FORCE_HTTPS).toBe(true);
    expect(parseEnv({ FORCE_HTTPS: "false" }).FORCE_HTTPS).toBe(false);
    expect(() => parseEnv({ FORCE_HTTPS: "yes" })).toThrow(/FORCE_HTTPS/);
    expect(httpsRedirectOf(behindBalancer).origin).toBe("https://www.kamopaints.in");
    // Without TRUST_PROXY the server cannot tell http from https behind a balancer.
    expect(httpsRedirectOf(parseEnv({ SITE_URL: "https://www.kamopaints.in" })).origin).toBeNull();
    const balancerRedirects = parseEnv({
      TRUST_PROXY: "true",
      FORCE_HTTPS: "false",
      SITE_URL: "https://www.kamopaints.in",
    });
    expect(httpsRedirectOf(balancerRedirects).origin).toBeNull();
  });
});

describe("httpsLocation", () => {
  const redirect = httpsRedirectOf(behindBalancer);

  it("sends plain http to the same path and query over https, at SITE_URL's host", () => {
    expect(httpsLocation(redirect, false, "/about")).toBe("https://www.kamopaints.in/about");
    expect(httpsLocation(redirect, false, "/colours?family=red&page=2")).toBe(
      "https://www.kamopaints.in/colours?family=red&page=2",
    );
    expect(httpsLocation(redirect, false, "/")).toBe("https://www.kamopaints.in/");
    // The host comes from SITE_URL, never from the request (absolute-form or Host header).
    expect(httpsLocation(redirect, false, "http://evil.example/staff")).toBe(
      "https://www.kamopaints.in/staff",
    );
    // "//evil.example" stays a path on our host.
    expect(httpsLocation(redirect, false, "//evil.example/x")).toBe(
      "https://www.kamopaints.in//evil.example/x",
    );
    const withPort = httpsRedirectOf(
      parseEnv({ TRUST_PROXY: "true", SITE_URL: "https://127.0.0.1:8443" }),
    );
    expect(httpsLocation(withPort, false, "/about")).toBe("https://127.0.0.1:8443/about");
  });

  it("answers https, health checks and unreadable targets here", () => {
    expect(httpsLocation(redirect, true, "/about")).toBeNull();
    expect(httpsLocation(redirect, false, "/healthz")).toBeNull();
    expect(httpsLocation(redirect, false, "/healthz?ready=1")).toBeNull();
    expect(httpsLocation(redirect, false, "*")).toBeNull();
    expect(httpsLocation(redirect, false, undefined)).toBeNull();
    expect(httpsLocation({ origin: null }, false, "/about")).toBeNull();
  });
});
