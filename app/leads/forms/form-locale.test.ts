import { describe, expect, it } from "vitest";
import { formActionIn, formLocale } from "./form-locale";

describe("a form's language", () => {
  it("posts to its own page in the page's language, or to /forms/ with ?lang=", () => {
    expect(formActionIn("/dealer", "hi")).toBe("/hi/dealer");
    expect(formActionIn("/contractor?variant=short", "hi")).toBe("/hi/contractor?variant=short");
    expect(formActionIn("/forms/quick-contact", "hi")).toBe("/forms/quick-contact?lang=hi");
    expect(formActionIn("/forms/quick-contact", "en")).toBe("/forms/quick-contact");
    expect(formActionIn("/dealer", "en")).toBe("/dealer");
  });

  it("is read back from where the form posted, ?lang= only on the shared endpoints", () => {
    expect(formLocale({ pathname: "/hi/dealer", search: "" })).toBe("hi");
    expect(formLocale({ pathname: "/forms/lets-talk", search: "?lang=hi" })).toBe("hi");
    expect(formLocale({ pathname: "/forms/lets-talk", search: "?lang=fr" })).toBe("en");
    // The URL decides: a language page's path is not overruled by a query.
    expect(formLocale({ pathname: "/dealer", search: "?lang=hi" })).toBe("en");
  });
});
