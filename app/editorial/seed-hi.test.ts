import { describe, expect, it } from "vitest";
import { sampleBlogPosts, sampleFaqs, sampleNews } from "./seed.server";
import { sampleBlogPostsHi, sampleFaqsHi, sampleNewsHi } from "./seed-hi.server";

/**
 * The Hindi sample content follows docs/hindi-style.md where a machine can
 * check it: each translation belongs to an English sample, states the same
 * figures in Latin digits, writes the company's name in Devanagari and is
 * stored in NFC. (The wording itself is for a Hindi reader to judge.)
 */

const figures = (text: string) =>
  (text.replace(/<[^>]*>/g, " ").match(/\d[\d,.]*\d|\d/g) ?? []).sort();

const pairs: Array<[string, string, string]> = [
  ...sampleBlogPostsHi.flatMap((hi) => {
    const en = sampleBlogPosts.find((post) => post.title === hi.english);
    return [
      [hi.english, en?.summary ?? "", hi.summary],
      [hi.english, en?.body_html ?? "", hi.body_html],
      [hi.english, en?.image_alt ?? "", hi.image_alt],
    ] as Array<[string, string, string]>;
  }),
  ...sampleNewsHi.flatMap((hi) => {
    const en = sampleNews.find((item) => item.title === hi.english);
    return [
      [hi.english, en?.title ?? "", hi.title],
      [hi.english, en?.summary ?? "", hi.summary],
    ] as Array<[string, string, string]>;
  }),
  ...sampleFaqsHi.flatMap((hi) => {
    const en = sampleFaqs.find((faq) => faq.question === hi.english);
    return [
      [hi.english, en?.question ?? "", hi.question],
      [hi.english, en?.answer ?? "", hi.answer],
    ] as Array<[string, string, string]>;
  }),
];

describe("Hindi sample content", () => {
  it("translates English samples that exist, leaving some of each kind untranslated", () => {
    for (const [english, source] of pairs) expect(source, english).not.toBe("");
    expect(sampleBlogPostsHi.length).toBeLessThan(sampleBlogPosts.length);
    expect(sampleNewsHi.length).toBeLessThan(sampleNews.length);
    expect(sampleFaqsHi.length).toBeLessThan(sampleFaqs.length);
  });

  it.each(pairs)("%s: same figures as the English", (_english, source, hindi) => {
    expect(figures(hindi)).toEqual(figures(source));
  });

  it("uses Latin digits, Devanagari company names and NFC", () => {
    for (const [english, , hindi] of pairs) {
      expect(hindi, english).not.toMatch(/[०-९]/);
      expect(hindi, english).not.toMatch(/Kamo (Paints|Colours|Foundation)/);
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      expect(hindi, english).toBe(hindi.normalize("NFC"));
    }
  });
});
