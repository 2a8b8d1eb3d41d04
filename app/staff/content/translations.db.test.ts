import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { getBlogPost, listBlogPosts } from "~/editorial/blog.server";
import { groupFaqsByTopic, listFaqs } from "~/editorial/faq.server";
import { listNews } from "~/editorial/news.server";
import { contentSeeder, sampleBlogPosts, sampleFaqs } from "~/editorial/seed.server";
import { contentHindiSeeder, sampleBlogPostsHi, sampleNewsHi } from "~/editorial/seed-hi.server";
import { listUntranslatedContent } from "~/staff/translations/untranslated.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { deleteContent, type ContentEditor } from "./content.server";
import {
  contentTranslationStatus,
  getContentTranslation,
  saveContentTranslation,
  translatedTopicOf,
} from "./translations.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

const editor: ContentEditor = {
  user: { id: 9, email: "anjali.verma@kamopaints.example" },
  clientIp: "10.0.0.9",
};

/** A database with the English samples and their Hindi versions, as a fresh site has. */
async function seeded(): Promise<DB> {
  testDb = await createTestDatabase();
  const db = testDb.handle.db;
  for (const seeder of [contentSeeder, contentHindiSeeder])
    await db.transaction().execute((trx) => seeder.seed(trx));
  return db;
}

async function blogIdOf(db: DB, title: string): Promise<number> {
  const row = await db
    .selectFrom("blog_posts")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function audit(db: DB) {
  return db.selectFrom("audit_log").selectAll().orderBy("id").execute();
}

async function contentVersion(db: DB) {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", "content_version")
    .executeTakeFirst();
  return row?.value;
}

const untranslatedTitle = sampleBlogPosts.find(
  (post) => !sampleBlogPostsHi.some((hi) => hi.english === post.title),
)!.title;

describe(`content in other languages on ${testDialect()}`, () => {
  it("shows the seeded Hindi versions, and the English marked lang=en where there is none", async () => {
    const db = await seeded();
    const hindi = await listBlogPosts("hi", db);
    const [translated] = sampleBlogPostsHi;
    const shown = hindi.find((post) => post.title === translated!.title);
    expect(shown?.summary).toBe(translated!.summary);
    expect(shown?.imageAlt).toBe(translated!.image_alt);
    expect(shown?.langs).toEqual({});
    const english = hindi.find((post) => post.title === untranslatedTitle);
    expect(english?.langs).toEqual({ title: "en", summary: "en", bodyHtml: "en", imageAlt: "en" });
    // Same posts in the same order in both languages.
    expect(hindi.map((post) => post.id)).toEqual(
      (await listBlogPosts("en", db)).map((post) => post.id),
    );
    expect((await listBlogPosts("en", db)).every((post) => post.title !== translated!.title)).toBe(
      true,
    );

    const news = await listNews("hi", db);
    expect(news.filter((item) => item.langs.title === undefined).map((item) => item.title)).toEqual(
      sampleNewsHi.map((item) => item.title),
    );
  });

  it("groups Hindi questions under their Hindi topic, untranslated topics in English marked en", async () => {
    const db = await seeded();
    const topics = groupFaqsByTopic(await listFaqs("hi", db));
    expect(topics.map((topic) => [topic.topic, topic.lang])).toEqual([
      ["उत्पाद", undefined],
      ["Dealership", "en"],
      ["वारंटी", undefined],
      ["Shares and investors", "en"],
    ]);
    expect(topics.flatMap((topic) => topic.entries).length).toBe(sampleFaqs.length);
    expect(await translatedTopicOf("Warranty", "hi", db)).toBe("वारंटी");
    expect(await translatedTopicOf("Dealership", "hi", db)).toBe("");
  });

  it("saves a translation field by field, sanitized and audited; the page falls back per field", async () => {
    const db = await seeded();
    const id = await blogIdOf(db, untranslatedTitle);
    const versionBefore = await contentVersion(db);
    expect(
      await saveContentTranslation(
        editor,
        "blog",
        id,
        "hi",
        {
          title: "लकड़ी के दरवाज़े और फ़र्नीचर",
          summary: "",
          bodyHtml: `<p>लकड़ी मौसम के साथ <strong>फैलती</strong> है।</p><script>alert(1)</script><img src=x onerror="alert(2)">`,
          imageAlt: "",
        },
        db,
      ),
    ).toBe("saved");
    expect(await contentVersion(db)).not.toBe(versionBefore);

    const found = await getBlogPost(String(id), "hi", db);
    expect(found?.post.title).toBe("लकड़ी के दरवाज़े और फ़र्नीचर");
    expect(found?.post.bodyHtml).toBe("<p>लकड़ी मौसम के साथ <strong>फैलती</strong> है।</p>");
    expect(found?.post.langs).toEqual({ summary: "en", imageAlt: "en" });
    // The English page is untouched.
    expect((await getBlogPost(String(id), "en", db))?.post.title).toBe(untranslatedTitle);

    const stored = await getContentTranslation("blog", id, "hi", db);
    expect(stored?.missing).toEqual(["summary", "picture description"]);
    const [status] = await contentTranslationStatus("blog", id, ["hi"], db);
    expect(status).toMatchObject({
      language: "Hindi",
      exists: true,
      missing: ["summary", "picture description"],
      href: `/staff/blog/${id}/translation/hi`,
    });

    const [entry] = (await audit(db)).slice(-1);
    expect(entry).toMatchObject({
      action: "blog.translate",
      entity_type: "blog_post",
      entity_id: String(id),
      actor_email: editor.user!.email,
    });
    expect(entry!.summary).toContain("Hindi version");
    expect(JSON.parse(entry!.after_json!)).toMatchObject({
      locale: "hi",
      title: "लकड़ी के दरवाज़े और फ़र्नीचर",
    });
  });

  it("lists what needs translating until every field with English text is done", async () => {
    const db = await seeded();
    const id = await blogIdOf(db, untranslatedTitle);
    const listed = async () =>
      (await listUntranslatedContent("blog", "hi", db)).items.find((item) => item.id === id);
    expect(await listed()).toMatchObject({
      title: untranslatedTitle,
      started: false,
      missing: ["title", "summary", "article", "picture description"],
    });
    // Every seeded Hindi post is complete, so none of them is listed.
    const titles = (await listUntranslatedContent("blog", "hi", db)).items.map((i) => i.title);
    for (const hi of sampleBlogPostsHi) expect(titles).not.toContain(hi.english);

    const text = {
      title: "शीर्षक",
      summary: "सार",
      bodyHtml: "<p>लेख</p>",
      imageAlt: "",
    };
    await saveContentTranslation(editor, "blog", id, "hi", text, db);
    expect(await listed()).toMatchObject({ started: true, missing: ["picture description"] });
    await saveContentTranslation(editor, "blog", id, "hi", { ...text, imageAlt: "दरवाज़ा" }, db);
    expect(await listed()).toBeUndefined();
  });

  it("an empty form removes the version; the record is untranslated again", async () => {
    const db = await seeded();
    const id = await blogIdOf(db, sampleBlogPostsHi[0]!.english);
    const empty = { title: "", summary: " ", bodyHtml: "<p></p>", imageAlt: "" };
    expect(await saveContentTranslation(editor, "blog", id, "hi", empty, db)).toBe("removed");
    expect((await getContentTranslation("blog", id, "hi", db))?.updatedAt).toBeNull();
    expect((await getBlogPost(String(id), "hi", db))?.post.langs.title).toBe("en");
    const [entry] = (await audit(db)).slice(-1);
    expect(entry?.action).toBe("blog.translation-remove");
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ title: sampleBlogPostsHi[0]!.title });
  });

  it("refuses a record that is gone, and deleting a record takes its versions into the log", async () => {
    const db = await seeded();
    expect(
      await saveContentTranslation(
        editor,
        "faq",
        999_999,
        "hi",
        { topic: "", question: "सवाल?", answerHtml: "" },
        db,
      ),
    ).toBeUndefined();

    const id = await blogIdOf(db, sampleBlogPostsHi[1]!.english);
    expect(await deleteContent(editor, "blog", id, db)).toBe(true);
    const left = await db
      .selectFrom("blog_post_translations")
      .select("blog_post_id")
      .where("blog_post_id", "=", id)
      .execute();
    expect(left).toEqual([]);
    const [entry] = (await audit(db)).slice(-1);
    expect(entry?.action).toBe("blog.delete");
    expect(JSON.parse(entry!.before_json!).translations).toEqual([
      expect.objectContaining({ locale: "hi", title: sampleBlogPostsHi[1]!.title }),
    ]);
  });
});
