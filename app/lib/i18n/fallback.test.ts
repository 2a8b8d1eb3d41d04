import { describe, expect, it } from "vitest";
import { inPageLanguage, isBlank, missingFields, translationLocales } from "./fallback";

const post = {
  id: "7",
  title: "Choosing a finish",
  summary: "What each sheen hides and shows.",
  bodyHtml: "<p>Sheen is the light a film reflects.</p>",
  imageAlt: "",
};
const fields = ["title", "summary", "bodyHtml", "imageAlt"] as const;

describe("inPageLanguage", () => {
  it("shows the translation where there is one and marks the English fallback lang=en", () => {
    const shown = inPageLanguage("hi", post, fields, {
      title: "फ़िनिश का चुनाव",
      summary: "",
      bodyHtml: "<p></p>",
    });
    expect(shown.title).toBe("फ़िनिश का चुनाव");
    expect(shown.summary).toBe(post.summary);
    expect(shown.bodyHtml).toBe(post.bodyHtml);
    expect(shown.langs).toEqual({ summary: "en", bodyHtml: "en" });
  });

  it("marks every field with text when there is no translation at all", () => {
    expect(inPageLanguage("hi", post, fields, undefined).langs).toEqual({
      title: "en",
      summary: "en",
      bodyHtml: "en",
    });
  });

  it("leaves fields the English leaves empty unmarked, even when translated", () => {
    const shown = inPageLanguage("hi", post, fields, { imageAlt: "एक तस्वीर" });
    expect(shown.imageAlt).toBe("");
    expect(shown.langs.imageAlt).toBeUndefined();
  });

  it("marks nothing and changes nothing on an English page", () => {
    const shown = inPageLanguage("en", post, fields, { title: "फ़िनिश का चुनाव" });
    expect(shown).toEqual({ ...post, langs: {} });
  });

  it("leaves fields it is not asked about alone", () => {
    const shown = inPageLanguage("hi", post, ["title"], { title: "शीर्षक" });
    expect(shown.id).toBe("7");
    expect(shown.summary).toBe(post.summary);
    expect(shown.langs).toEqual({});
  });

  it("falls back to the first language of the list it is given", () => {
    const list = [
      { code: "mr", tag: "mr-IN", ogLocale: "mr_IN", name: "मराठी" },
      { code: "en", tag: "en-IN", ogLocale: "en_IN", name: "English" },
    ];
    expect(inPageLanguage("en", { title: "रंग" }, ["title"], null, list).langs).toEqual({
      title: "mr",
    });
  });
});

describe("missingFields", () => {
  it("names the fields the English has and the translation lacks", () => {
    expect(missingFields(post, fields, { title: "शीर्षक", bodyHtml: " <p>&nbsp;</p> " })).toEqual([
      "summary",
      "bodyHtml",
    ]);
    expect(missingFields(post, fields, null)).toEqual(["title", "summary", "bodyHtml"]);
  });

  it("is empty once every field with English text is translated", () => {
    expect(
      missingFields(post, fields, { title: "शीर्षक", summary: "सार", bodyHtml: "<p>पाठ</p>" }),
    ).toEqual([]);
  });
});

describe("isBlank", () => {
  it("sees markup alone as blank and a picture as content", () => {
    expect(isBlank("<p></p>\n<h2> </h2>")).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('<p><img src="/media/1/a.png" alt=""></p>')).toBe(false);
    expect(isBlank("a < b")).toBe(false);
  });
});

describe("translationLocales", () => {
  it("is every site language but the default", () => {
    expect(translationLocales()).toEqual(["hi"]);
  });
});
