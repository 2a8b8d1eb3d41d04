import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import { contentSeeder, sampleBlogPosts, sampleFaqs } from "~/editorial/seed.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { getBlogPost, listBlogPosts } from "~/editorial/blog.server";
import { listFaqs } from "~/editorial/faq.server";
import { listNews } from "~/editorial/news.server";
import {
  createBlogPost,
  createFaq,
  createNewsItem,
  deleteContent,
  getBlogPostForEditing,
  getFaqForEditing,
  listContent,
  moveContent,
  setContentPublished,
  updateBlogPost,
  updateFaq,
  type BlogPostValues,
  type ContentEditor,
  type NewsItemValues,
} from "./content.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  await testDb?.cleanup();
  testDb = undefined;
});

const editor: ContentEditor = {
  user: { id: 7, email: "meera.iyer@kamopaints.example" },
  clientIp: "10.0.0.8",
};

async function seeded(): Promise<DB> {
  testDb = await createTestDatabase();
  const db = testDb.handle.db;
  await db.transaction().execute((trx) => contentSeeder.seed(trx));
  return db;
}

const blogValues = (overrides: Partial<BlogPostValues> = {}): BlogPostValues => ({
  title: "Five colours for a north-facing study",
  summary: "Rooms that face north get cool, even light all day. These warm neutrals balance it.",
  bodyHtml: "<p>North light is <strong>cool</strong>.</p>",
  image: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  publishedOn: "2026-06-02",
  published: true,
  ...overrides,
});

const newsValues = (overrides: Partial<NewsItemValues> = {}): NewsItemValues => ({
  title: "Kamo Paints opens its Hosur plant",
  summary: "The new plant doubles emulsion capacity for South India.",
  image: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  linkUrl: "https://news.example.in/kamo-hosur",
  source: "The Deccan Ledger",
  publishedOn: "2026-07-01",
  published: true,
  ...overrides,
});

async function auditActions(db: DB): Promise<string[]> {
  const rows = await db.selectFrom("audit_log").select("action").orderBy("id").execute();
  return rows.map((row) => row.action);
}

describe(`staff content on ${testDialect()}`, () => {
  it("creates a blog post at the top, sanitized, with an audit entry and a new content version", async () => {
    const db = await seeded();
    const id = await createBlogPost(
      editor,
      blogValues({
        bodyHtml:
          '<p onclick="x()">Hi<script>alert(1)</script><img src="/media/3/wall.jpg" alt="Wall" onerror="alert(2)"><img src="https://evil.example/a.png"></p><a href="javascript:alert(3)">x</a>',
      }),
      db,
    );
    const stored = await getBlogPostForEditing(id, db);
    expect(stored?.bodyHtml).toBe(
      '<p>Hi<img src="/media/3/wall.jpg" alt="Wall" loading="lazy" decoding="async" /></p><a>x</a>',
    );
    const cards = await listBlogPosts("en", db);
    expect(cards[0]?.title).toBe("Five colours for a north-facing study");
    expect(cards).toHaveLength(sampleBlogPosts.length + 1);

    const audit = await db.selectFrom("audit_log").selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: 7,
      actor_email: "meera.iyer@kamopaints.example",
      action: "blog.create",
      entity_type: "blog_post",
      entity_id: String(id),
      client_ip: "10.0.0.8",
    });
    expect(audit.summary).toBe('Created blog post "Five colours for a north-facing study"');
    expect(JSON.parse(audit.after_json!).title).toBe("Five colours for a north-facing study");
    const version = await db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", "content_version")
      .executeTakeFirst();
    expect(version?.value).toBeTruthy();
  });

  it("edits a post and records before and after", async () => {
    const db = await seeded();
    const [first] = (await listContent("blog", 1, db)).rows;
    const before = await getBlogPostForEditing(first!.id, db);
    expect(
      await updateBlogPost(editor, first!.id, { ...before!, title: "Monsoon-proof exteriors" }, db),
    ).toBe(true);
    const shown = await getBlogPost(String(first!.id), "en", db);
    expect(shown?.post.title).toBe("Monsoon-proof exteriors");
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "blog.update")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!).title).toBe(before!.title);
    expect(JSON.parse(audit.after_json!).title).toBe("Monsoon-proof exteriors");
    expect(await updateBlogPost(editor, 99_999, before!, db)).toBe(false);
  });

  it("hides unpublished rows from every public list and shows them again when published", async () => {
    const db = await seeded();
    const blogId = await createBlogPost(editor, blogValues({ published: false }), db);
    expect((await listBlogPosts("en", db)).map((p) => p.id)).not.toContain(String(blogId));
    expect(await getBlogPost(String(blogId), "en", db)).toBeUndefined();
    expect((await listContent("blog", 1, db)).rows.find((r) => r.id === blogId)?.published).toBe(
      false,
    );

    const newsId = await createNewsItem(editor, newsValues(), db);
    expect((await listNews("en", db))[0]?.title).toBe("Kamo Paints opens its Hosur plant");
    await setContentPublished(editor, "news", newsId, false, db);
    expect((await listNews("en", db)).map((n) => n.id)).not.toContain(String(newsId));

    const faqs = await listFaqs("en", db);
    const faqId = Number(faqs[0]!.id);
    await setContentPublished(editor, "faq", faqId, false, db);
    expect((await listFaqs("en", db)).map((f) => f.id)).not.toContain(String(faqId));
    await setContentPublished(editor, "faq", faqId, true, db);
    expect((await listFaqs("en", db))[0]?.id).toBe(String(faqId));

    expect(await auditActions(db)).toEqual([
      "blog.create",
      "news.create",
      "news.unpublish",
      "faq.unpublish",
      "faq.publish",
    ]);
    expect(await setContentPublished(editor, "blog", 99_999, true, db)).toBe(false);
  });

  it("moves posts up and down, renumbering rows that all share sort_order 0", async () => {
    const db = await seeded();
    const titles = async () => (await listBlogPosts("en", db)).map((p) => p.title);
    const original = await titles();
    const list = await listContent("blog", 1, db);
    expect(list.rows[0]).toMatchObject({ position: 1, canMoveUp: false, canMoveDown: true });
    expect(list.rows.at(-1)).toMatchObject({ canMoveUp: true, canMoveDown: false });

    expect(await moveContent(editor, "blog", list.rows[2]!.id, "up", db)).toBe("moved");
    expect(await titles()).toEqual([original[0], original[2], original[1], ...original.slice(3)]);
    expect(await moveContent(editor, "blog", list.rows[2]!.id, "down", db)).toBe("moved");
    expect(await titles()).toEqual(original);

    expect(await moveContent(editor, "blog", list.rows[0]!.id, "up", db)).toBe("at-edge");
    expect(await moveContent(editor, "blog", 99_999, "up", db)).toBe("not-found");
    // A new post lands on top even after renumbering.
    await createBlogPost(editor, blogValues({ publishedOn: "2020-01-01" }), db);
    expect((await titles())[0]).toBe("Five colours for a north-facing study");
  });

  it("keeps a clean order when many moves arrive at once", async () => {
    const db = await seeded();
    const before = await listContent("blog", 1, db);
    const ids = before.rows.slice(0, 5).map((row) => row.id);
    await Promise.all(
      [0, 1, 2, 3, 4, 0, 2, 4, 1, 3].map((i, n) =>
        moveContent(editor, "blog", ids[i]!, n % 2 ? "up" : "down", db),
      ),
    );
    const after = await listContent("blog", 1, db);
    // Every post is still listed exactly once, at a distinct position.
    expect(after.total).toBe(before.total);
    expect(after.rows.map((row) => row.id).sort()).toEqual(before.rows.map((row) => row.id).sort());
    expect(after.rows.map((row) => row.position)).toEqual(before.rows.map((_, i) => i + 1));
    const orders = await db.selectFrom("blog_posts").select("sort_order").execute();
    expect(new Set(orders.map((row) => row.sort_order)).size).toBe(orders.length);
  });

  it("moves an FAQ only within its topic", async () => {
    const db = await seeded();
    const rows = (await listContent("faq", 1, db)).rows;
    const firstDealership = rows.find((r) => r.detail === "Dealership")!;
    expect(firstDealership.canMoveUp).toBe(false);
    expect(await moveContent(editor, "faq", firstDealership.id, "up", db)).toBe("at-edge");
    expect(await moveContent(editor, "faq", firstDealership.id, "down", db)).toBe("moved");
    const dealership = (await listFaqs("en", db)).filter((f) => f.topic === "Dealership");
    expect(dealership[1]?.id).toBe(String(firstDealership.id));
    expect((await listFaqs("en", db)).map((f) => f.topic)).toEqual(sampleFaqs.map((f) => f.topic));
  });

  it("stores FAQ answers as sanitized HTML and appends new questions at the end", async () => {
    const db = await seeded();
    const id = await createFaq(
      editor,
      {
        topic: "Warranty",
        question: "Is the warranty transferable <b>when I sell</b>?",
        answerHtml:
          '<p>Yes.</p><script>alert(1)</script><ul><li onmouseover="x()">Keep the bill</li></ul>',
        published: true,
      },
      db,
    );
    expect((await getFaqForEditing(id, db))?.answerHtml).toBe(
      "<p>Yes.</p><ul><li>Keep the bill</li></ul>",
    );
    const shown = (await listFaqs("en", db)).at(-1);
    expect(shown).toEqual({
      id: String(id),
      topic: "Warranty",
      topicKey: "Warranty",
      question: "Is the warranty transferable <b>when I sell</b>?",
      answerHtml: "<p>Yes.</p><ul><li>Keep the bill</li></ul>",
      langs: {},
    });
    await updateFaq(
      editor,
      id,
      { ...(await getFaqForEditing(id, db))!, answerHtml: "<p>No.</p>" },
      db,
    );
    expect((await listFaqs("en", db)).at(-1)?.answerHtml).toBe("<p>No.</p>");
  });

  it("keeps an uploaded picture's size, and only for /media/ pictures", async () => {
    const db = await seeded();
    const uploaded = await createNewsItem(
      editor,
      newsValues({
        image: "/media/12/hosur.jpg",
        imageAlt: "The Hosur plant",
        imageWidth: 1200,
        imageHeight: 800,
      }),
      db,
    );
    const artwork = await createNewsItem(
      editor,
      newsValues({
        title: "Art",
        image: "news-network",
        imageAlt: "x",
        imageWidth: 10,
        imageHeight: 10,
      }),
      db,
    );
    const items = await listNews("en", db);
    expect(items.find((i) => i.id === String(uploaded))?.image).toEqual({
      url: "/media/12/hosur.jpg",
      width: 1200,
      height: 800,
    });
    expect(items.find((i) => i.id === String(artwork))?.image).toEqual({ artwork: "news-network" });
  });

  it("never links a story to a stored link that is not a web link; the story stays", async () => {
    const db = await seeded();
    const id = await createNewsItem(editor, newsValues(), db);
    await db
      .updateTable("news_items")
      .set({ link_url: "javascript:alert(1)" })
      .where("id", "=", id)
      .execute();
    const story = (await listNews("en", db)).find((n) => n.id === String(id));
    expect(story).toMatchObject({ ownPage: true, linkUrl: undefined });
  });

  it("deletes with an audit entry holding the old row", async () => {
    const db = await seeded();
    const id = await createNewsItem(editor, newsValues(), db);
    expect(await deleteContent(editor, "news", id, db)).toBe(true);
    expect(await deleteContent(editor, "news", id, db)).toBe(false);
    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "news.delete")
      .executeTakeFirstOrThrow();
    expect(audit.summary).toBe('Deleted news item "Kamo Paints opens its Hosur plant"');
    expect(JSON.parse(audit.before_json!).link_url).toBe("https://news.example.in/kamo-hosur");
  });

  it("paginates long lists", async () => {
    const db = await seeded();
    for (let i = 0; i < 50; i++)
      await db
        .insertInto("news_items")
        .values({
          title: `Item ${i}`,
          summary: "",
          image: "",
          image_alt: "",
          link_url: "https://news.example.in/",
          source: "",
          published_on: "2026-01-01",
        })
        .execute();
    const second = await listContent("news", 2, db);
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(2);
    expect(second.rows[0]?.position).toBe(51);
    expect((await listContent("news", 99, db)).page).toBe(2);
  });
});

describe(`migration 0006 on ${testDialect()}`, () => {
  it("turns plain-text FAQ answers into escaped paragraphs", async () => {
    testDb = await createTestDatabase({ migrate: false });
    const db = testDb.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo("0005_staff");
    expect(error).toBeUndefined();
    await db
      .insertInto("faqs")
      .values({
        topic: "Products",
        question: "Q?",
        answer: "Use <primer> & two coats.\nThen wait.\n\nCall us.",
        sort_order: 10,
      })
      .execute();
    await migrateToLatest(db);
    const row = await db.selectFrom("faqs").select("answer").executeTakeFirstOrThrow();
    expect(row.answer).toBe(
      "<p>Use &lt;primer&gt; &amp; two coats.\nThen wait.</p>\n<p>Call us.</p>",
    );
    const [faq] = await listFaqs("en", db);
    expect(faq?.answerHtml).toBe(
      "<p>Use &lt;primer&gt; &amp; two coats.\nThen wait.</p>\n<p>Call us.</p>",
    );
  });
});
