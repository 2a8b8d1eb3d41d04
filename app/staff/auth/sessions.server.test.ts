import { describe, expect, it } from "vitest";
import { clearedSessionCookie, readSessionToken, sessionCookie } from "./sessions.server";

const token = "A".repeat(21) + "_-" + "z".repeat(20); // 43 base64url characters
const withCookie = (cookie: string) => new Request("http://x/staff", { headers: { cookie } });

describe("the staff session cookie", () => {
  it("reads the token from the cookie of the scheme's name, among others", () => {
    const header = `theme=dark; kamo-staff=${token}; other=1`;
    expect(readSessionToken(withCookie(header), false)).toBe(token);
    // Over HTTPS only the __Host- cookie counts: a plain one could be set by a sibling host.
    expect(readSessionToken(withCookie(header), true)).toBeNull();
    expect(readSessionToken(withCookie(`__Host-kamo-staff=${token}`), true)).toBe(token);
  });

  it("ignores a missing, empty or malformed token", () => {
    expect(readSessionToken(new Request("http://x/staff"), false)).toBeNull();
    expect(readSessionToken(withCookie("kamo-staff="), false)).toBeNull();
    expect(readSessionToken(withCookie(`kamo-staff=${token}x`), false)).toBeNull();
    expect(readSessionToken(withCookie(`kamo-staff=${token.slice(1)}!`), false)).toBeNull();
    expect(readSessionToken(withCookie(`xkamo-staff=${token}`), false)).toBeNull();
  });

  it("sets a host-only, script-proof, same-site cookie that lives as long as the session", () => {
    const policy = { idleMinutes: 30, absoluteHours: 12 };
    const secure = sessionCookie(token, true, policy).split("; ");
    expect(secure[0]).toBe(`__Host-kamo-staff=${token}`);
    expect(secure.slice(1).sort()).toEqual(
      ["HttpOnly", "Max-Age=43200", "Path=/", "SameSite=Strict", "Secure"].sort(),
    );
    const plain = sessionCookie(token, false, policy).split("; ");
    expect(plain[0]).toBe(`kamo-staff=${token}`);
    expect(plain).not.toContain("Secure");
  });

  it("clears the cookie with the same name and scope", () => {
    const cleared = clearedSessionCookie(true).split("; ");
    expect(cleared[0]).toBe("__Host-kamo-staff=");
    expect(cleared.slice(1).sort()).toEqual(
      ["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Strict", "Secure"].sort(),
    );
    expect(clearedSessionCookie(false).split("; ")[0]).toBe("kamo-staff=");
  });
});
