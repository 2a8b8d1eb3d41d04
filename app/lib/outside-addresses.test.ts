import { describe, expect, it } from "vitest";
import { findOutsideAddresses, reservedHost, whyUnreachable } from "./outside-addresses";

const url = (value: string) => whyUnreachable({ kind: "url", value });

describe("outside addresses in text", () => {
  it("finds links and mail addresses, without sentence punctuation, each once", () => {
    const text =
      'Filed at https://www.bseindia.com/a?b=1. Write to cs@kamopaints.in or "mailto:cs@kamopaints.in", (see https://x.com/kamo), https://www.bseindia.com/a?b=1';
    expect(findOutsideAddresses(text)).toEqual([
      { kind: "url", value: "https://www.bseindia.com/a?b=1" },
      { kind: "url", value: "https://x.com/kamo" },
      { kind: "email", value: "cs@kamopaints.in" },
    ]);
  });

  it("does not read the user part of a URL as a mail address", () => {
    expect(findOutsideAddresses("smtp at https://alerts@mail.kamopaints.in/x")).toEqual([
      { kind: "url", value: "https://alerts@mail.kamopaints.in/x" },
    ]);
  });
});

describe("addresses that lead nowhere", () => {
  it("refuses the names reserved for documentation and tests", () => {
    for (const host of [
      "news.example.in",
      "visualiser.example.com",
      "www.example.org",
      "example.net",
      "media.kamopaints.example",
      "site.test",
      "x.invalid",
      "localhost",
    ])
      expect(reservedHost(host), host).toBeDefined();
    for (const host of ["kamopaints.in", "www.sebi.gov.in", "examples.com", "counterexample.in"])
      expect(reservedHost(host), host).toBeUndefined();
    expect(whyUnreachable({ kind: "email", value: "care@kamopaints.example" })).toMatch(/6761/);
    expect(whyUnreachable({ kind: "email", value: "care@kamopaints.in" })).toBeUndefined();
  });

  it("refuses ids a platform cannot have issued", () => {
    expect(url("https://www.youtube.com/watch?v=kamoprep0001")).toMatch(/YouTube video id/);
    expect(url("https://youtu.be/short")).toMatch(/YouTube video id/);
    expect(url("https://www.youtube.com/embed/kamo-q2")).toMatch(/YouTube video id/);
    expect(url("https://www.youtube.com/@k")).toMatch(/YouTube handle/);
    expect(url("https://www.facebook.com/example-kamo-paints")).toMatch(/Facebook/);
    expect(url("https://twitter.com/a_handle_far_too_long")).toMatch(/X \(Twitter\)/);
    expect(url("https://www.instagram.com/kamo-paints")).toMatch(/Instagram/);
    expect(url("https://www.linkedin.com/company/kamo_paints")).toMatch(/LinkedIn/);
    expect(url("not a url")).toBe("not a valid URL");
  });

  it("accepts ids in the platforms' formats", () => {
    for (const value of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/@example-kamo-paints",
      "https://www.facebook.com/example.kamo.paints",
      "https://www.facebook.com/pages/anything-goes",
      "https://twitter.com/example_kamo",
      "https://www.instagram.com/example.kamo.paints",
      "https://www.linkedin.com/company/example-kamo-paints",
      "https://www.sebi.gov.in/",
    ])
      expect(url(value), value).toBeUndefined();
  });
});
