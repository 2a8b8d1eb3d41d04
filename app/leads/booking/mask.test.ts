import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask";

describe("maskEmail", () => {
  it("keeps the first character and the domain, never the rest of the name", () => {
    expect(maskEmail("ananya.iyer@example.com")).toBe("a•••@example.com");
    expect(maskEmail("r@example.com")).toBe("r•••@example.com");
    expect(maskEmail("rohan+kamo@mail.example.co.in")).toBe("r•••@mail.example.co.in");
  });

  it("shows nothing of something that is not an address", () => {
    expect(maskEmail("")).toBe("•••");
    expect(maskEmail("@example.com")).toBe("•••");
    expect(maskEmail("9876543210")).toBe("•••");
  });
});
