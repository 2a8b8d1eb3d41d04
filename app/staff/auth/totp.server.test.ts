import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, totpCode, totpStep, verifyTotp } from "./totp.server";

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", SHA-1, 8 digits.
// We use 6 digits, which are the last six of the RFC's values.
const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP", () => {
  it("matches the RFC 6238 test vectors", () => {
    expect(totpCode(rfcSecret, totpStep(59_000))).toBe("287082");
    expect(totpCode(rfcSecret, totpStep(1_111_111_109_000))).toBe("081804");
    expect(totpCode(rfcSecret, totpStep(1_234_567_890_000))).toBe("005924");
    expect(totpCode(rfcSecret, totpStep(2_000_000_000_000))).toBe("279037");
  });

  it("round-trips base32", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it("accepts the current code and one step of drift, and refuses replays", () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, step), null, now)).toBe(step);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, step - 1), null, now)).toBe(step - 1);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, step + 2), null, now)).toBeNull();
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, step), step, now)).toBeNull();
    expect(verifyTotp(rfcSecret, "12345", null, now)).toBeNull();
  });
});
