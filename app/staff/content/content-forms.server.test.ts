import { describe, expect, it } from "vitest";
import {
  readBlogForm,
  readBlogTranslationForm,
  readFaqForm,
  readFaqTranslationForm,
  readListAction,
  readNewsForm,
  readNewsTranslationForm,
} from "./content-forms.server";

const staff = { user: { id: 1, email: "meera@kamo.test", name: "Meera Iyer", roles: [] } };

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("readBlogForm", () => {
  const valid = {
    title: "  Colours for a north-facing study ",
    summary: "Warm neutrals balance cool north light.",
    bodyHtml: "<p>North light is cool.</p>",
    image: "blog-finishes",
    imageAlt: "Three swatches",
    publishedOn: "2026-06-02",
    published: "on",
  };

  it("accepts a valid post, trimmed and sanitized", async () => {
    const result = await readBlogForm(
      staff,
      formOf({
        ...valid,
        bodyHtml: '<p onclick="x()">North light is cool.</p><script>x()</script>',
      }),
    );
    expect(result).toEqual({
      ok: true,
      values: {
        title: "Colours for a north-facing study",
        summary: "Warm neutrals balance cool north light.",
        bodyHtml: "<p>North light is cool.</p>",
        image: "blog-finishes",
        imageAlt: "Three swatches",
        imageWidth: null,
        imageHeight: null,
        publishedOn: "2026-06-02",
        published: true,
      },
    });
  });

  it("gives a message per field and keeps what was typed", async () => {
    const result = await readBlogForm(
      staff,
      formOf({
        ...valid,
        title: "",
        bodyHtml: "<script>alert(1)</script><p> </p>",
        imageAlt: "",
        publishedOn: "2026-02-30",
        published: "",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: "Enter a title.",
      bodyHtml: "Write the article.",
      imageAlt: "Describe the picture for people who cannot see it.",
      publishedOn: "This date does not exist. Check the day and month.",
    });
    // The refused body is shown again sanitized, never as typed.
    expect(result.values.bodyHtml).toBe("<p> </p>");
    expect(result.values.published).toBe(false);
  });

  it("refuses a tampered picture reference and clears a removed one", async () => {
    const tampered = await readBlogForm(staff, formOf({ ...valid, image: "../../etc/passwd" }));
    expect(tampered.ok ? {} : tampered.errors).toEqual({ image: "Upload the picture again." });
    const removed = await readBlogForm(
      staff,
      formOf({
        ...valid,
        image: "/media/4/a.jpg",
        imageWidth: "800",
        imageHeight: "600",
        removeImage: "on",
      }),
    );
    expect(removed.ok && removed.values).toMatchObject({ image: "", imageWidth: null });
  });
});

describe("readNewsForm", () => {
  it("accepts web links only", async () => {
    for (const linkUrl of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/news",
      "https://localhost",
    ]) {
      const result = await readNewsForm(
        staff,
        formOf({ title: "Plant opens", linkUrl, publishedOn: "2026-10-14" }),
      );
      expect(result.ok ? {} : result.errors, linkUrl).toEqual({
        linkUrl: "Enter a full web address starting with https://",
      });
    }
    const ok = await readNewsForm(
      staff,
      formOf({
        title: "Plant opens",
        linkUrl: "https://news.example.in/a",
        publishedOn: "2026-10-14",
      }),
    );
    expect(ok.ok).toBe(true);
  });

  it("takes a story without a link: it was in print only", async () => {
    const result = await readNewsForm(
      staff,
      formOf({ title: "Plant opens", linkUrl: "", publishedOn: "2026-10-14" }),
    );
    expect(result.ok ? result.values.linkUrl : result.errors).toBe("");
  });
});

describe("readFaqForm", () => {
  it("needs a topic, a question and an answer; strips control characters", async () => {
    const empty = await readFaqForm(staff, formOf({ topic: "", question: "", answerHtml: "" }));
    expect(empty.ok ? {} : empty.errors).toEqual({
      topic: "Enter a topic, for example Products or Warranty.",
      question: "Enter the question.",
      answerHtml: "Write the answer.",
    });
    const ok = await readFaqForm(
      staff,
      formOf({
        topic: "Warranty",
        question: "Is it\u0000 transferable?",
        answerHtml: "<p>Yes.</p>",
      }),
    );
    expect(ok.ok && ok.values.question).toBe("Is it transferable?");
  });
});

describe("readListAction", () => {
  it("reads a row button and refuses anything else", () => {
    expect(readListAction(formOf({ intent: "move-up", id: "7", page: "2" }))).toEqual({
      intent: "move-up",
      id: 7,
      page: 2,
    });
    expect(readListAction(formOf({ intent: "delete", id: "7" }))).toBeNull();
    expect(readListAction(formOf({ intent: "publish", id: "x" }))).toBeNull();
    expect(readListAction(formOf({ intent: "publish", id: "3", page: "-1" }))?.page).toBe(1);
  });
});

describe("the forms of a version in another language", () => {
  it("accept any field empty, and sanitize Hindi rich text like the English", async () => {
    const result = await readBlogTranslationForm(
      staff,
      formOf({
        title: "  फ़िनिश का चुनाव ",
        summary: "",
        bodyHtml: '<p onclick="x()">शीन का मतलब</p><script>x()</script>',
      }),
    );
    expect(result).toEqual({
      ok: true,
      values: { title: "फ़िनिश का चुनाव", summary: "", bodyHtml: "<p>शीन का मतलब</p>", imageAlt: "" },
    });
    expect(await readNewsTranslationForm(staff, formOf({}))).toEqual({
      ok: true,
      values: { title: "", summary: "", imageAlt: "" },
    });
  });

  it("hold the English limits, a message per field", async () => {
    const result = await readFaqTranslationForm(
      staff,
      formOf({ topic: "उ".repeat(81), question: "स".repeat(301), answerHtml: "<p>जवाब</p>" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      topic: "Keep the topic to 80 characters or fewer.",
      question: "Keep the question to 300 characters or fewer.",
    });
    expect(result.values.answerHtml).toBe("<p>जवाब</p>");
  });
});
