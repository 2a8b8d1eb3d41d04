var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// server/main.ts
import path4 from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// app/db/client.server.ts
import fs from "node:fs";
import path2 from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

// app/lib/env.server.ts
import path from "node:path";
import { z } from "zod";
var blankToUndefined = (v) => v === void 0 || v.trim() === "" ? void 0 : v.trim();
var optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.url().optional());
var optionalText = z.string().optional().transform(blankToUndefined);
var envSchema = z.object({
  // "production" serves the built site; anything else enables developer conveniences.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // TCP port the HTTP server listens on.
  PORT: z.coerce.number().int().min(1).max(65535).default(3e3),
  // Interface to bind; 0.0.0.0 for containers, 127.0.0.1 to stay private.
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // Folder for the embedded SQLite database and uploaded/generated files.
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // When set (postgres://…), PostgreSQL is used instead of the embedded SQLite file.
  DATABASE_URL: optionalUrl.refine((v) => v === void 0 || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL"
  }),
  // Public origin used for canonical links, Open Graph tags, the sitemap and feeds.
  SITE_URL: z.url().default("http://localhost:3000"),
  // Optional ERP adapter (catalogue, documents, blog, news, FAQ). Both or neither.
  ERP_BASE_URL: optionalUrl,
  ERP_TOKEN: optionalText,
  // Optional CRM adapter: where stored leads are forwarded. Both or neither.
  CRM_BASE_URL: optionalUrl,
  CRM_ACCOUNT_ID: optionalText,
  // Lead delivery worker: how often it looks for leads to forward (ms).
  CRM_POLL_MS: z.coerce.number().int().min(100).max(6e5).default(2e3),
  // A CRM request still unanswered after this long counts as failed (ms).
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).max(12e4).default(1e4),
  // Attempts before a lead is dead-lettered (kept, reported, re-queueable).
  CRM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  // First retry delay (ms); doubles each attempt, with jitter, up to CRM_RETRY_CAP_MS.
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(10).max(36e5).default(5e3),
  CRM_RETRY_CAP_MS: z.coerce.number().int().min(10).max(864e5).default(18e5),
  // Secret that signs form sessions; unset = one generated and kept in the database.
  FORM_SESSION_SECRET: optionalText.pipe(z.string().min(32).optional()),
  // Submissions below this fill time (seconds since the form was served) are flagged as spam.
  LEADS_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  // Lead submissions accepted per client IP per hour (0 turns the limit off, e.g. for benchmarks).
  LEADS_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(1e6).default(60),
  // Seed sample content into an empty database on start ("false" to skip).
  SEED_SAMPLE_CONTENT: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  // Trust X-Forwarded-* headers (set when running behind a load balancer or proxy).
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true")
});
var EnvError = class extends Error {
};
function parseEnv(source) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    const value = issue ? source[String(issue.path[0])] : void 0;
    const shown = value === void 0 ? "" : ` (got "${value}")`;
    throw new EnvError(
      `Invalid environment variable ${name}${shown}: ${issue?.message ?? "invalid"}`
    );
  }
  const env = result.data;
  if (Boolean(env.ERP_BASE_URL) !== Boolean(env.ERP_TOKEN)) {
    throw new EnvError(
      "Invalid environment variable ERP_TOKEN: ERP_BASE_URL and ERP_TOKEN must be set together"
    );
  }
  if (Boolean(env.CRM_BASE_URL) !== Boolean(env.CRM_ACCOUNT_ID)) {
    throw new EnvError(
      "Invalid environment variable CRM_ACCOUNT_ID: CRM_BASE_URL and CRM_ACCOUNT_ID must be set together"
    );
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR) };
}
var cached;
function getEnv() {
  cached ??= parseEnv(process.env);
  return cached;
}

// app/lib/singleton.server.ts
function singleton(name, create) {
  const store = globalThis;
  store.__kamoSingletons ??= /* @__PURE__ */ new Map();
  if (!store.__kamoSingletons.has(name)) store.__kamoSingletons.set(name, create());
  return store.__kamoSingletons.get(name);
}

// app/db/client.server.ts
function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on(
      "error",
      (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`)
    );
    const db2 = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    return {
      db: db2,
      dialect: "postgres",
      description: `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`,
      close: () => db2.destroy()
    };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path2.join(dataDir, "site.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", description: `SQLite ${file}`, close: () => db.destroy() };
}
function getDatabase() {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  });
}
async function isDatabaseReachable(handle = getDatabase()) {
  try {
    await sql`select 1`.execute(handle.db);
    return true;
  } catch {
    return false;
  }
}

// app/db/migrate.server.ts
import { Migrator } from "kysely";

// app/db/migrations/0001_core.ts
var core_exports = {};
__export(core_exports, {
  down: () => down,
  up: () => up
});
async function up(db) {
  await db.schema.createTable("app_meta").addColumn("key", "text", (c) => c.primaryKey()).addColumn("value", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
}
async function down(db) {
  await db.schema.dropTable("app_meta").execute();
}

// app/db/migrations/0002_catalogue.ts
var catalogue_exports = {};
__export(catalogue_exports, {
  down: () => down2,
  up: () => up2
});

// app/db/dialect.ts
import { PostgresAdapter, sql as sql2 } from "kysely";
function dialectOf(db) {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
function idType(db) {
  return dialectOf(db) === "postgres" ? sql2`serial` : sql2`integer`;
}
function idColumn(db) {
  const postgres = dialectOf(db) === "postgres";
  return (col) => postgres ? col.primaryKey() : col.primaryKey().autoIncrement();
}
function nowIso() {
  return (/* @__PURE__ */ new Date()).toISOString();
}

// app/db/migrations/0002_catalogue.ts
async function up2(db) {
  await db.schema.createTable("catalogue_sub_categories").addColumn("id", idType(db), idColumn(db)).addColumn("name", "text", (c) => c.notNull()).addColumn("banner", "text").addColumn("description_html", "text", (c) => c.notNull().defaultTo("")).addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createTable("catalogue_products").addColumn("id", idType(db), idColumn(db)).addColumn(
    "sub_category_id",
    "integer",
    (c) => c.notNull().references("catalogue_sub_categories.id").onDelete("cascade")
  ).addColumn("name", "text", (c) => c.notNull()).addColumn("picture", "text").addColumn("description_html", "text", (c) => c.notNull().defaultTo("")).addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex("catalogue_products_by_sub_category").on("catalogue_products").columns(["sub_category_id", "seq_no"]).execute();
  await db.schema.createTable("catalogue_items").addColumn("id", idType(db), idColumn(db)).addColumn(
    "product_id",
    "integer",
    (c) => c.notNull().references("catalogue_products.id").onDelete("cascade")
  ).addColumn("picture", "text").addColumn("caption", "text").addColumn("seq_no", "integer", (c) => c.notNull().defaultTo(0)).addColumn("product_details_url", "text", (c) => c.notNull().defaultTo("")).addColumn("technical_details_url", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.createIndex("catalogue_items_by_product").on("catalogue_items").columns(["product_id", "seq_no"]).execute();
}
async function down2(db) {
  await db.schema.dropTable("catalogue_items").execute();
  await db.schema.dropTable("catalogue_products").execute();
  await db.schema.dropTable("catalogue_sub_categories").execute();
}

// app/db/migrations/0003_content.ts
var content_exports = {};
__export(content_exports, {
  down: () => down3,
  up: () => up3
});
async function up3(db) {
  await db.schema.createTable("documents").addColumn("id", idType(db), idColumn(db)).addColumn("category", "text", (c) => c.notNull()).addColumn("sub_category", "text", (c) => c.notNull().defaultTo("")).addColumn("document_date", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull()).addColumn("file_stem", "text", (c) => c.notNull()).addColumn("has_pdf", "integer", (c) => c.notNull().defaultTo(0)).addColumn("has_large_file", "integer", (c) => c.notNull().defaultTo(0)).addColumn("has_image", "integer", (c) => c.notNull().defaultTo(0)).addColumn("has_audio", "integer", (c) => c.notNull().defaultTo(0)).addColumn("pdf_bytes", "integer").addColumn("large_file_bytes", "integer").addColumn("image_bytes", "integer").addColumn("audio_bytes", "integer").addColumn("pdf_url", "text").addColumn("large_file_url", "text").addColumn("image_url", "text").addColumn("audio_url", "text").addColumn("audio_link_url", "text").addColumn("video_url", "text").addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("documents_category_date").on("documents").columns(["category", "document_date"]).execute();
  await db.schema.createTable("blog_posts").addColumn("id", idType(db), idColumn(db)).addColumn("title", "text", (c) => c.notNull()).addColumn("summary", "text", (c) => c.notNull()).addColumn("body_html", "text", (c) => c.notNull()).addColumn("image", "text", (c) => c.notNull()).addColumn("image_alt", "text", (c) => c.notNull()).addColumn("published_on", "text", (c) => c.notNull()).execute();
  await db.schema.createTable("news_items").addColumn("id", idType(db), idColumn(db)).addColumn("title", "text", (c) => c.notNull()).addColumn("summary", "text", (c) => c.notNull()).addColumn("image", "text", (c) => c.notNull()).addColumn("image_alt", "text", (c) => c.notNull()).addColumn("link_url", "text", (c) => c.notNull()).addColumn("source", "text", (c) => c.notNull()).addColumn("published_on", "text", (c) => c.notNull()).execute();
  await db.schema.createTable("faqs").addColumn("id", idType(db), idColumn(db)).addColumn("topic", "text", (c) => c.notNull()).addColumn("question", "text", (c) => c.notNull()).addColumn("answer", "text", (c) => c.notNull()).addColumn("sort_order", "integer", (c) => c.notNull()).execute();
}
async function down3(db) {
  for (const table of ["faqs", "news_items", "blog_posts", "documents"])
    await db.schema.dropTable(table).execute();
}

// app/db/migrations/0004_leads.ts
var leads_exports = {};
__export(leads_exports, {
  down: () => down4,
  up: () => up4
});
async function up4(db) {
  await db.schema.createTable("leads").addColumn("id", idType(db), idColumn(db)).addColumn("form", "text", (c) => c.notNull()).addColumn("submission_key", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull()).addColumn("mobile", "text", (c) => c.notNull()).addColumn("fields_json", "text", (c) => c.notNull()).addColumn("spam", "integer", (c) => c.notNull().defaultTo(0)).addColumn("spam_reason", "text").addColumn("client_ip", "text", (c) => c.notNull()).addColumn("user_agent", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  await db.schema.createTable("lead_deliveries").addColumn("id", idType(db), idColumn(db)).addColumn(
    "lead_id",
    "integer",
    (c) => c.notNull().unique().references("leads.id").onDelete("cascade")
  ).addColumn("status", "text", (c) => c.notNull()).addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).addColumn("next_attempt_at", "text", (c) => c.notNull()).addColumn("locked_until", "text").addColumn("locked_by", "text").addColumn("idempotency_key", "text", (c) => c.notNull().unique()).addColumn("last_error", "text").addColumn("last_status", "integer").addColumn("delivered_at", "text").addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("lead_deliveries_due").on("lead_deliveries").columns(["status", "next_attempt_at"]).execute();
}
async function down4(db) {
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}

// app/db/migrations/index.ts
var migrations = {
  "0001_core": core_exports,
  "0002_catalogue": catalogue_exports,
  "0003_content": content_exports,
  "0004_leads": leads_exports
};

// app/db/migrate.server.ts
var provider = { getMigrations: async () => migrations };
async function migrateToLatest(db) {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

// app/db/seed.server.ts
var seeders = [];
async function seedSampleContent(db, list = seeders) {
  const ran = [];
  for (const seeder of list) {
    const key = `seeded:${seeder.name}`;
    const done = await db.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
    if (done) continue;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("app_meta").values({ key, value: "1", updated_at: nowIso() }).execute();
        await seeder.seed(trx);
      });
      ran.push(seeder.name);
    } catch (error) {
      const again = await db.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
      if (again) continue;
      throw error;
    }
  }
  return ran;
}

// app/db/seeds/catalogue.server.ts
var brochure = (slug) => `/downloads/products/${slug}/brochure.pdf`;
var tds = (slug) => `/downloads/products/${slug}/technical-data-sheet.pdf`;
var sampleCatalogue = [
  {
    seq: 3,
    name: "Enamels",
    banner: "range-premium-enamel-range",
    description: "<p>Solvent-based enamels for grills, gates, doors and windows. A hard, glossy film that shrugs off monsoon damp and everyday knocks.</p>",
    products: [
      {
        seq: 2,
        name: "Kamolite Satin Enamel",
        picture: "product-can-enamel",
        description: "<p>A soft satin sheen for interior woodwork and metal. Low odour, so rooms can be used the same evening.</p>",
        items: [
          { seq: 1, picture: "product-can-enamel", caption: "Kamolite Satin Enamel, 1 litre tin" }
        ]
      },
      {
        seq: 1,
        name: "Kamolite Super Gloss Enamel",
        picture: "product-can-enamel",
        description: "<p>Our highest-gloss alkyd enamel with <strong>rust-inhibiting pigments</strong>. Brushes out smoothly and levels without marks.</p><ul><li>Dries to touch in 4 hours</li><li>About 14 sq m per litre per coat</li></ul>",
        items: [
          { seq: 2, picture: "range-premium-enamel-range", caption: "Painted gate in Sindoor Red" },
          { seq: 1, picture: "product-can-enamel", caption: "Kamolite Super Gloss Enamel tin" }
        ]
      },
      {
        seq: 3,
        name: "Babli Synthetic Enamel",
        picture: "product-can-enamel",
        description: "<p>An economical enamel for grills and shutters that still gives a clean, even gloss.</p>",
        items: [{ seq: 1, picture: "product-can-enamel", caption: "Babli Synthetic Enamel tin" }]
      }
    ]
  },
  {
    seq: 1,
    name: "Interior Emulsions",
    banner: "range-interior-range",
    description: "<p>Washable, low-VOC emulsions for living rooms, bedrooms and kitchens. From the rich sheen of <strong>Kamo Hi Sheen</strong> to the everyday value of Kamorich.</p>",
    products: [
      {
        seq: 2,
        name: "Velvety",
        picture: "product-velvety",
        description: "<p>A soft matt finish with a velvet feel that hides minor wall imperfections.</p>",
        items: [
          { seq: 2, picture: "range-interior-range", caption: "Bedroom painted in Velvety" },
          {
            seq: 1,
            picture: "product-velvety",
            caption: "Velvety interior emulsion",
            pdf: brochure("velvety"),
            technical: tds("velvety")
          }
        ]
      },
      {
        seq: 1,
        name: "Kamo Hi Sheen",
        picture: "product-kamo-hi-sheen",
        description: "<p>Our luxury interior emulsion: a high sheen that stays washable for years and resists stains from turmeric and tea.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamo-hi-sheen",
            caption: "Living room finished in Kamo Hi Sheen",
            pdf: brochure("Kamo-Hi-Sheen"),
            technical: tds("Kamo-Hi-Sheen")
          }
        ]
      },
      {
        seq: 4,
        name: "Kamorich",
        picture: "product-kamorich",
        description: "<p>A smooth matt emulsion that gives rental flats and new homes a fresh start.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamorich",
            caption: "Kamorich interior emulsion",
            pdf: brochure("kamorich")
          }
        ]
      },
      {
        seq: 3,
        name: "Kamoshine Advance",
        picture: "product-kamoshine-advance",
        description: "<p>A mid-sheen emulsion with anti-fungal protection for humid rooms.</p>",
        items: [{ seq: 1, picture: "product-kamoshine-advance", caption: "Kamoshine Advance" }]
      }
    ]
  },
  {
    seq: 2,
    name: "Exterior Emulsions",
    banner: "range-exterior-range",
    description: "<p>Weather-proof exterior emulsions tested through Indian summers and monsoons, with warranties of up to <strong>12 years</strong>.</p>",
    products: [
      {
        seq: 1,
        name: "Weather Supreme",
        picture: "product-weather-supreme",
        description: "<p>Silicone-acrylic protection against rain, dust and UV, with a <strong>7-year</strong> performance warranty.</p>",
        items: [
          {
            seq: 1,
            picture: "product-weather-supreme",
            caption: "House facade in Weather Supreme",
            pdf: brochure("weather-supreme"),
            technical: tds("weather-supreme")
          },
          { seq: 2, picture: "range-exterior-range", caption: "Weather Supreme colour scheme" }
        ]
      },
      {
        seq: 3,
        name: "Kamoshield",
        picture: "product-kamoshield",
        description: "<p>A dependable exterior emulsion with a 3-year warranty and anti-algal protection.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamoshield",
            caption: "Kamoshield exterior emulsion",
            technical: tds("kamoshield")
          }
        ]
      },
      {
        seq: 2,
        name: "Weather Classic Max",
        picture: "product-weather-classic-max",
        description: "<p>Extra dirt-pick-up resistance for homes on busy roads.</p>",
        items: [
          {
            seq: 1,
            picture: "product-weather-classic-max",
            caption: "Weather Classic Max",
            pdf: brochure("weather-classic-max"),
            technical: tds("weather-classic-max")
          }
        ]
      }
    ]
  },
  {
    seq: 4,
    name: "Distempers",
    banner: "range-distemper-range",
    description: "<p>Acrylic distempers that bring colour to every budget. Kamosilky comes in <strong>500 shades</strong>.</p>",
    products: [
      {
        seq: 1,
        name: "Kamosilky",
        picture: "product-kamosilky",
        description: "<p>A silky acrylic distemper available in 500 shades.</p>",
        items: [
          {
            seq: 1,
            picture: "product-kamosilky",
            caption: "Kamosilky acrylic distemper",
            pdf: brochure("kamosilky"),
            technical: tds("kamosilky")
          }
        ]
      },
      {
        seq: 2,
        name: "Kyson",
        picture: "product-can-distemper",
        description: "<p>A synthetic distemper with good whiteness and easy application.</p>",
        items: [{ seq: 1, picture: "product-can-distemper", caption: "Kyson distemper pack" }]
      },
      {
        seq: 3,
        name: "Bunty",
        picture: null,
        description: "<p>An economy distemper for quick repaints and new plaster.</p>",
        items: []
      }
    ]
  },
  {
    seq: 5,
    name: "Primers & Putty",
    banner: null,
    description: "<p>The right base makes the topcoat last. Water-thinnable primers and a white-cement-based wall putty.</p>",
    products: [
      {
        seq: 2,
        name: "Kamo Exterior Primer",
        picture: "product-can-primer",
        description: "<p>Alkali-resistant primer for new exterior plaster.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Exterior Primer" }]
      },
      {
        seq: 1,
        name: "Kamo Interior Wall Primer",
        picture: "product-can-primer",
        description: "<p>A water-thinnable primer that seals plaster and evens out porosity.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Interior Wall Primer" }]
      },
      {
        seq: 3,
        name: "Kamo Acrylic Wall Putty",
        picture: "product-can-primer",
        description: "<p>Fills hairline cracks and gives a smooth base before emulsion.</p>",
        items: [{ seq: 1, picture: "product-can-primer", caption: "Kamo Acrylic Wall Putty" }]
      }
    ]
  },
  {
    seq: 7,
    name: "Waterproofing",
    banner: "range-water-proofing-solutions",
    description: "<p>Stop leaks and damp at the source: terraces, bathrooms, basements and water tanks.</p>",
    products: [
      {
        seq: 1,
        name: "Kamoproof Integral Waterproofing Compound",
        picture: "product-can-waterproofing",
        description: "<p>Added to cement mortar and concrete to cut water absorption.</p>",
        items: [{ seq: 1, picture: "product-can-waterproofing", caption: "Kamoproof pack" }]
      },
      {
        seq: 2,
        name: "Kamofloor Floor Coat",
        picture: "product-can-waterproofing",
        description: "<p>A tough coating for terraces, balconies and parking floors.</p>",
        items: [{ seq: 1, picture: "product-can-waterproofing", caption: "Kamofloor tin" }]
      }
    ]
  },
  {
    seq: 6,
    name: "Wood Finishes",
    banner: "range-wood-coating-products",
    description: "<p>Finishes that bring out the grain of teak, sheesham and plywood.</p>",
    products: [
      {
        seq: 1,
        name: "Melamyne Wood Finish",
        picture: "product-can-wood",
        description: "<p>A clear melamine finish for furniture, in gloss and matt.</p>",
        items: [{ seq: 1, picture: "product-can-wood", caption: "Melamyne wood finish" }]
      },
      {
        seq: 2,
        name: "Kamo PU Wood Finish",
        picture: "product-can-wood",
        description: "<p>Two-pack polyurethane for table tops and doors that see heavy use.</p>",
        items: [{ seq: 1, picture: "product-can-wood", caption: "Kamo PU wood finish" }]
      }
    ]
  }
];
async function seedCatalogue(db, catalogue = sampleCatalogue) {
  for (const sub of catalogue) {
    const { id: subId } = await db.insertInto("catalogue_sub_categories").values({
      name: sub.name,
      banner: sub.banner,
      description_html: sub.description,
      seq_no: sub.seq
    }).returning("id").executeTakeFirstOrThrow();
    for (const product of sub.products) {
      const { id: productId } = await db.insertInto("catalogue_products").values({
        sub_category_id: subId,
        name: product.name,
        picture: product.picture,
        description_html: product.description,
        seq_no: product.seq
      }).returning("id").executeTakeFirstOrThrow();
      for (const item of product.items) {
        await db.insertInto("catalogue_items").values({
          product_id: productId,
          picture: item.picture,
          caption: item.caption,
          seq_no: item.seq,
          product_details_url: item.pdf ?? "",
          technical_details_url: item.technical ?? ""
        }).execute();
      }
    }
  }
}
var catalogueSeeder = { name: "catalogue", seed: (db) => seedCatalogue(db) };

// app/db/seeds/content.server.ts
var sampleBlogPosts = [
  {
    title: "Painting before the monsoon: a four-week plan for exteriors",
    summary: "Exterior paint needs dry walls and a few sunny days to cure. Here is how to plan the job so the first rain finds a finished film.",
    image: "blog-monsoon-exterior",
    image_alt: "A two-storey house with a freshly painted terracotta facade under grey monsoon clouds",
    published_on: "2026-05-06",
    body_html: `<p>Most exterior complaints we see after the rains \u2014 peeling, patches, hairline cracks that let water in \u2014 start with paint applied to walls that were not ready. The monsoon does not forgive a rushed job, so plan backwards from the first expected shower in your city.</p>
<h2>Week 1: inspect and repair</h2>
<p>Walk around the house with a notepad. Mark cracks wider than a hair, loose plaster, damp patches near the plinth and any spot where a pipe or AC drain wets the wall. Fill cracks with a crack filler and let repaired plaster cure for at least seven days before priming.</p>
<h2>Week 2: clean and check moisture</h2>
<ul><li>Wash off algae and dust with water and a stiff brush; use a fungicidal wash where you see black or green growth.</li><li>Let the wall dry for two to three sunny days. A simple test: tape a square of plastic to the wall overnight. If the inside is misted in the morning, wait.</li></ul>
<h2>Week 3: prime and paint</h2>
<p>Apply one coat of exterior primer, then two coats of a weather-resistant emulsion such as <strong>Weather Classic</strong> or <strong>Weather Supreme</strong>, leaving four to six hours between coats. Avoid painting in direct afternoon sun: the film dries too fast and shows lap marks.</p>
<h2>Week 4: cure and inspect</h2>
<p>Give the final coat at least 48 hours without rain. Walk around again, touch up missed edges around windows and parapets, and keep your dealer's bill: the warranty on our exterior emulsions depends on the recommended system being followed.</p>`
  },
  {
    title: "Choosing a finish: matt, satin or high sheen?",
    summary: "The same colour looks different in each finish. What each one hides, what it shows, and which rooms suit it.",
    image: "blog-finishes",
    image_alt: "Three painted swatches side by side showing matt, satin and glossy finishes in indigo",
    published_on: "2026-03-18",
    body_html: `<p>Sheen is the amount of light a dry paint film reflects. It changes how a colour looks, how easily the wall can be cleaned and how much of the wall's unevenness you will notice.</p>
<h2>Matt</h2>
<p>A matt finish absorbs light, so small dents and patchy plaster disappear. It suits bedrooms and ceilings. Modern matt emulsions such as <strong>Velvety</strong> can be wiped gently, but avoid scrubbing.</p>
<h2>Satin and soft sheen</h2>
<p>A soft sheen, like <strong>Kamo Hi Sheen</strong>, is the practical middle ground for living rooms and children's rooms: it takes a damp cloth and still looks calm.</p>
<h2>High sheen</h2>
<p>Glossy films reflect the most light and resist stains best, which is why kitchens, bathrooms and doors suit them. They also show every bump, so the surface must be well prepared with putty and primer.</p>
<p>Not sure? Ask your dealer for a sample pack and paint a patch of one square metre on two walls. Look at it in the morning and at night before you decide.</p>`
  },
  {
    title: "How much paint do I need? A room-by-room estimate",
    summary: "Measure once, buy once. A simple way to estimate litres for walls and ceilings, with the coverage figures painters use.",
    image: "blog-paint-estimate",
    image_alt: "A paint tin, a measuring tape and a notepad with a room sketch",
    published_on: "2025-12-09",
    body_html: `<p>Buying too little paint means a second trip and a possible shade difference between batches; buying too much wastes money. Here is the method our colour consultants use.</p>
<ol><li>Measure the length of every wall and the room's height. Multiply to get each wall's area in square feet and add them up.</li><li>Subtract doors (about 21 sq ft each) and windows (about 15 sq ft each).</li><li>Add the ceiling: length \xD7 width.</li><li>Divide the total by the coverage on the tin \u2014 typically 120 to 140 sq ft per litre per coat for interior emulsions \u2014 and multiply by the number of coats, usually two.</li></ol>
<p>For a 12 \xD7 10 ft bedroom with a 10 ft ceiling, one door and one window, that is about 404 sq ft of wall and 120 sq ft of ceiling: roughly eight litres for two coats. Buy all the paint for one room from the same batch number.</p>
<p>Prefer not to do the sums? Use the paint budget calculator on our home page or call our toll-free number.</p>`
  },
  {
    title: "Damp walls: find the cause before you repaint",
    summary: "Paint alone cannot stop seepage. How to tell rising damp, leaks and condensation apart, and what fixes each.",
    image: "blog-damp-walls",
    image_alt: "An interior wall with a water stain near the skirting and a waterproofing bucket beside it",
    published_on: "2025-08-21",
    body_html: `<p>Bubbles, white salt deposits and a musty smell all point to moisture. Repainting over them will fail within months unless the water is stopped first.</p>
<h2>Rising damp</h2>
<p>A tide mark up to about a metre above the floor, worse after the rains, usually means ground water rising through the wall. Treat the lower wall with a waterproofing coat and check the plinth protection outside.</p>
<h2>Leaks</h2>
<p>Patches below a bathroom, terrace or water tank that grow after use are leaks. Repair the source \u2014 joints, tiles, pipe fittings \u2014 and use a terrace waterproofing coat where needed.</p>
<h2>Condensation</h2>
<p>Black spots in corners of kitchens and bathrooms are often condensation. Improve ventilation and use an anti-fungal emulsion.</p>
<p>Once the wall is dry, scrape loose paint, apply a damp-proof primer and repaint. Our waterproofing range is designed to be used under our emulsions as one system.</p>`
  },
  {
    title: "Festive colour ideas for Diwali that last beyond the season",
    summary: "Warm accents, not a whole new house: five combinations that feel festive in October and still look right in March.",
    image: "blog-festive-colours",
    image_alt: "A living room with a saffron accent wall, brass lamps and marigold garlands",
    published_on: "2025-09-30",
    body_html: `<p>Many families repaint before Diwali. If you want the house to feel festive without committing every wall to a bold colour, paint one accent wall and keep the rest calm.</p>
<ul><li><strong>Saffron and cream</strong>: a warm saffron wall behind the sofa with cream on the other three walls.</li><li><strong>Indigo and white</strong>: deep indigo makes brass and diyas glow.</li><li><strong>Terracotta and sage</strong>: earthy and easy to live with all year.</li><li><strong>Teal and sand</strong>: fresh in a dining area.</li><li><strong>Blush and grey</strong>: soft and elegant for a puja room entrance.</li></ul>
<p>Book a free consultation and our colour expert will bring shade cards to your home.</p>`
  },
  {
    title: "Looking after wooden doors and furniture: polish or paint?",
    summary: "Melamine, PU or enamel? What to use on doors, windows and furniture, and how often to refinish.",
    image: "blog-wood-care",
    image_alt: "A teak door being finished with a clear polish using a brush",
    published_on: "2025-06-12",
    body_html: `<p>Wood moves with the seasons, so its finish must flex. Choosing the right one depends on whether you want to see the grain.</p>
<h2>To show the grain</h2>
<p>Use a sanding sealer followed by melamine for indoor furniture, or a polyurethane finish where the surface takes knocks and sunlight. PU finishes resist yellowing better on windows.</p>
<h2>To colour the wood</h2>
<p>A synthetic enamel such as <strong>Kamolite</strong> over a wood primer gives a tough, washable coat for doors and grills.</p>
<p>Refinish exterior doors every three to four years and interior furniture when the finish looks dull or worn at the edges.</p>`
  }
];
var sampleNews = [
  {
    title: "Kamo Paints commissions second emulsion line at Nagpur plant",
    summary: "The new line adds 36,000 kilolitres a year of water-based emulsion capacity for dealers in Central India.",
    image: "news-plant",
    image_alt: "A modern paint factory with storage tanks and a loading bay",
    link_url: "https://news.example.in/business/kamo-paints-nagpur-emulsion-line",
    source: "Business Daily India",
    published_on: "2026-10-07"
  },
  {
    title: "Dealers plant 20,000 saplings under the Kamo Green Counter programme",
    summary: "Every dealer plants at least five saplings a year; this monsoon the network crossed twenty thousand.",
    image: "news-saplings",
    image_alt: "Hands planting a sapling in red soil",
    link_url: "https://news.example.in/csr/kamo-green-counter-saplings",
    source: "The Green Ledger",
    published_on: "2026-08-19"
  },
  {
    title: "Kamo Paints wins regional brand award for exterior coatings",
    summary: "Weather Supreme was recognised for durability in coastal and high-rainfall regions.",
    image: "news-award",
    image_alt: "A trophy on a stage with a spotlight",
    link_url: "https://news.example.in/awards/regional-brand-awards-coatings",
    source: "Brand Watch India",
    published_on: "2026-02-27"
  },
  {
    title: "Painter skilling camps train 1,200 applicators in Haryana and Rajasthan",
    summary: "Two-day camps covered surface preparation, safety and waterproofing, with certificates for every participant.",
    image: "news-skilling",
    image_alt: "Painters in overalls attending a training session beside a practice wall",
    link_url: "https://news.example.in/skills/kamo-painter-skilling-camps",
    source: "Skill India Digest",
    published_on: "2025-11-14"
  },
  {
    title: "Kamo Paints crosses 4,000 dealers and distributors",
    summary: "The network now covers more than 600 towns, with new distributors in Uttar Pradesh and Madhya Pradesh.",
    image: "news-network",
    image_alt: "A map-like pattern of connected dots in brand colours",
    link_url: "https://news.example.in/markets/kamo-paints-dealer-network-4000",
    source: "Market Pulse",
    published_on: "2025-07-03"
  },
  {
    title: "Credit rating reaffirmed at A+/Stable",
    summary: "The agency cited steady volume growth, low debt and a widening dealer base.",
    image: "news-rating",
    image_alt: "A rising bar chart in indigo and saffron",
    link_url: "https://news.example.in/markets/kamo-paints-rating-reaffirmed",
    source: "Business Daily India",
    published_on: "2025-07-15"
  }
];
var sampleFaqs = [
  {
    topic: "Products",
    question: "Which paint should I use for exterior walls in a high-rainfall area?",
    answer: "Use an exterior emulsion with water-repellent and anti-algal protection, such as Weather Supreme (7-year warranty) or Weather Classic Max, over an exterior primer. On walls that already show seepage, apply a waterproofing coat first.\n\nYour dealer can recommend the full system for your wall and climate."
  },
  {
    topic: "Products",
    question: "Are your interior emulsions low in odour and safe for homes with children?",
    answer: "Our interior emulsions are water-based and low in volatile organic compounds, so the smell fades within a day with the windows open. Keep children and pets out of the room while painting and for a few hours after the last coat."
  },
  {
    topic: "Products",
    question: "How many shades can I choose from?",
    answer: "Kamosilky distemper alone comes in 500 shades, and our emulsions can be tinted at the dealer's counter to thousands more. Use the shade cards on the Pick Your Colours page to shortlist, then check a physical fandeck before tinting: screens do not show colours exactly."
  },
  {
    topic: "Products",
    question: "Where can I download a product's technical data sheet?",
    answer: "Every single-product page has Download PDF and Technical Specifications links. The catalogue pages also show technical literature once it is published for a product."
  },
  {
    topic: "Dealership",
    question: "How do I become a Kamo Paints dealer?",
    answer: "Fill in the dealer application on our Dealer page with your firm's details. Our area sales officer will call you within a week to visit your shop and explain the terms.\n\nYou need a shop in a market with paint demand, a GST registration and a bank account in the firm's name."
  },
  {
    topic: "Dealership",
    question: "Is there a security deposit or minimum order for new dealers?",
    answer: "New dealers place an opening order and keep a refundable security deposit; the amounts depend on the town and the tinting machine you choose. Your area sales officer will give you the current terms in writing before you sign."
  },
  {
    topic: "Dealership",
    question: "Do you support dealers with tinting machines and training?",
    answer: "Yes. We install a tinting machine on agreed terms, train your counter staff on shade matching, and run painter meets in your area. Every dealer also plants at least five saplings a year under our green counter programme."
  },
  {
    topic: "Warranty",
    question: "What warranty do your exterior paints carry?",
    answer: "Weather Supreme Advance Shyne carries 12 years, Weather Supreme 7 years, Weather Classic 5 years, and Kamoshield and Kamoshield Advance 3 years each, against peeling and flaking when the recommended system is applied."
  },
  {
    topic: "Warranty",
    question: "How do I claim the warranty?",
    answer: "Call our toll-free number with your dealer's invoice and photographs of the problem. A technical officer will inspect the site within ten working days. If the claim is accepted, we supply the paint for the affected area and the labour to apply it."
  },
  {
    topic: "Warranty",
    question: "What does the warranty not cover?",
    answer: "It does not cover damage from structural cracks, seepage from leaks or rising damp, paint applied without the recommended primer or number of coats, or colour changes caused by dirt or pollution that washing removes."
  },
  {
    topic: "Shares and investors",
    question: "Where are Kamo Paints shares listed?",
    answer: "Our equity shares are listed on BSE Limited and the National Stock Exchange of India Limited. The listing approvals and trading approvals are on the Listing of Shares page in the Investor Zone."
  },
  {
    topic: "Shares and investors",
    question: "I hold physical share certificates. What must I do?",
    answer: "Furnish your PAN, KYC details and nomination to our registrar and share transfer agent using forms ISR-1, ISR-2 and SH-13. Folios without them were frozen from 1 October 2023 under SEBI's circular of 16 March 2023. We also encourage you to convert your shares to demat form.\n\nThe Notice to Shareholders page lists every form and requirement."
  },
  {
    topic: "Shares and investors",
    question: "How do I claim an unclaimed dividend?",
    answer: "Write to our registrar with your folio or demat account number and a cancelled cheque. Dividends unclaimed for seven years are transferred to the Investor Education and Protection Fund; you can still claim them from the IEPF Authority in form IEPF-5. Our IEPF nodal officer's details are on the Investor Help Desk page."
  },
  {
    topic: "Shares and investors",
    question: "Whom do I contact with a grievance about my shares?",
    answer: "Contact our registrar and share transfer agent first. If your grievance is not resolved, write to the company secretary and compliance officer; all contacts are on the Investor Help Desk page. You may also use SEBI's SCORES portal."
  }
];
var contentSeeder = {
  name: "blog-news-faq",
  async seed(db) {
    await db.insertInto("blog_posts").values(sampleBlogPosts).execute();
    await db.insertInto("news_items").values(sampleNews).execute();
    await db.insertInto("faqs").values(sampleFaqs.map((faq, i) => ({ ...faq, sort_order: (i + 1) * 10 }))).execute();
  }
};

// app/content/site.ts
var site = {
  brandName: "Kamo Paints",
  legalName: "Kamo Paints Limited",
  tagline: "Colours that stay true",
  copyrightYear: 2023,
  credit: {
    text: "Website by the Kamo Paints digital team",
    href: "https://www.example.com/digital-team"
  },
  social: [
    {
      network: "facebook",
      label: "Kamo Paints on Facebook",
      href: "https://www.facebook.com/example-kamo-paints"
    },
    {
      network: "twitter",
      label: "Kamo Paints on X (Twitter)",
      href: "https://twitter.com/example_kamo"
    },
    {
      network: "instagram",
      label: "Kamo Paints on Instagram",
      href: "https://www.instagram.com/example.kamo.paints"
    },
    {
      network: "linkedin",
      label: "Kamo Paints on LinkedIn",
      href: "https://www.linkedin.com/company/example-kamo-paints"
    },
    {
      network: "youtube",
      label: "Kamo Paints on YouTube",
      href: "https://www.youtube.com/@example-kamo-paints"
    }
  ],
  tollFree: "1800 103 4455",
  specialPaths: {
    subsidiaryListing: "/kamo-colours-private-limited",
    regulation46: "/4f9c2a7e1b",
    regulation30: "/8d3e6b0a5c"
  },
  subsidiaryName: "Kamo Colours Private Limited",
  paintVisualiserUrl: "https://visualiser.example.com/kamo-paints"
};

// app/data/document-samples.server.ts
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

// app/content/company.ts
var company = {
  established: 2008,
  intro: {
    eyebrow: "Since 2008",
    heading: "Paint made for Indian homes, weather and budgets",
    paragraphs: [
      "Kamo Paints began in 2008 as a small distemper plant in Bahadurgarh, Haryana. Today we make interior and exterior emulsions, enamels, wood finishes and waterproofing products in more than fifty units, and sell them through over 4,000 dealers and distributors across India.",
      "Every tin is tinted at the dealer's counter to the shade you chose, tested for coverage and washability in our own laboratory, and backed by people who will come to your home to help you choose."
    ]
  },
  heroSlides: [
    {
      artwork: "home-slide-living-room",
      alt: "A sunlit living room with a terracotta feature wall, a teal sofa and a saffron armchair.",
      eyebrow: "Interior emulsions",
      headline: "Colours that stay true, wash after wash",
      body: "Rich, low-odour emulsions for living rooms and bedrooms, in shades tinted fresh at your dealer.",
      cta: { kind: "link", label: "Explore interior emulsions", href: "/interior-range" }
    },
    {
      artwork: "home-slide-exterior",
      alt: "A two-storey house with a cream and indigo facade under a clear sky, with a palm tree by the gate.",
      eyebrow: "Exterior emulsions",
      headline: "Walls that shrug off the monsoon",
      body: "Weather-proof exterior coats with up to 12 years of warranty against peeling and fading.",
      cta: { kind: "link", label: "See exterior emulsions", href: "/exterior-range" }
    },
    {
      artwork: "home-slide-bedroom",
      alt: "A calm bedroom painted in sage green with a blush headboard wall and a round window.",
      eyebrow: "Shade cards",
      headline: "Find the shade that feels like home",
      body: "Browse our shade cards and colour combination guides, or try colours on a photo of your own room.",
      cta: { kind: "link", label: "Pick your colours", href: "/pickyourcolors" }
    },
    {
      artwork: "home-slide-kitchen",
      alt: "A bright kitchen with saffron cabinets, a teal backsplash and wooden shelves.",
      eyebrow: "Free consultation",
      headline: "Our colour experts come to you",
      body: "Book a free visit: we measure, suggest shades and finishes, and give you a clear estimate.",
      cta: {
        kind: "consultation",
        label: "Book a free consultation",
        product: "Home colour consultation"
      }
    }
  ],
  featureTiles: [
    {
      artwork: "home-tile-colours",
      title: "Explore our colour range",
      body: "Shade cards for every range, combination guides for interiors and exteriors, and a visualiser.",
      cta: { kind: "link", label: "Browse shade cards", href: "/pickyourcolors" }
    },
    {
      artwork: "home-tile-experts",
      title: "Meet our experts",
      body: "A trained colour consultant visits your home, looks at light and surfaces, and helps you decide.",
      cta: { kind: "consultation", label: "Book a free visit", product: "Meet our experts" }
    },
    {
      artwork: "home-tile-budget",
      title: "Paint budget calculator",
      body: "Tell us the rooms and surfaces; we'll work out how much paint you need and what it will cost.",
      cta: {
        kind: "consultation",
        label: "Get a paint estimate",
        product: "Paint budget estimate"
      }
    }
  ],
  ranges: [
    {
      name: "Dual Paints Series",
      summary: "One emulsion for interior and exterior walls.",
      href: "/dual-paints-series"
    },
    {
      name: "Interior Emulsion Range",
      summary: "Matt to high-sheen finishes for every room.",
      href: "/interior-range"
    },
    {
      name: "Exterior Emulsion Range",
      summary: "Weather-proof coats with up to 12 years' warranty.",
      href: "/exterior-range"
    },
    {
      name: "Designer Range",
      summary: "Metallic, glitter and textured feature walls.",
      href: "/designer-range"
    },
    {
      name: "Distemper Range",
      summary: "Affordable, breathable colour in 500 shades.",
      href: "/distemper-range"
    },
    {
      name: "Premium Enamel Range",
      summary: "Hard-wearing gloss for wood and metal.",
      href: "/premium-enamel-range"
    },
    {
      name: "Wood Finishes",
      summary: "Melamine, PU, sealers and lacquers.",
      href: "/wood-coating-products"
    },
    {
      name: "Waterproofing Products",
      summary: "Roofs, terraces, bathrooms and basements.",
      href: "/water-proofing-solutions"
    },
    {
      name: "Other Products",
      summary: "Cement paint, primers and more in our catalogue.",
      href: "/pickyourcolors"
    }
  ],
  brandStory: {
    eyebrow: "Our story",
    heading: "From one distemper plant to a national paint brand",
    artwork: "home-brand-story",
    paragraphs: [
      "Our founder, Harish Chandra Agarwal, spent twenty years selling pigments to small paint makers before starting his own. He saw families save for months to paint their homes before a wedding or Diwali, only to watch the colour fade in one monsoon. Kamo Paints was started to fix that: honest paint, priced fairly, that lasts.",
      "We began with a single distemper, sold through forty dealers in Haryana. Emulsions followed in 2011, exteriors in 2013 and enamels and wood finishes soon after. Today the same promise runs through every range: colours that stay true, tested in our laboratory and backed by a dealer who knows your street."
    ]
  },
  facts: [
    { value: "2008", label: "Established" },
    { value: "4,000+", label: "Dealers and distributors" },
    { value: "50+", label: "Manufacturing and depot units" },
    { value: "\u20B91,000 cr", label: "Revenue target by FY26" },
    { value: "5 saplings", label: "Planted by every dealer, every year" }
  ],
  offices: [
    {
      company: "Kamo Paints Limited",
      role: "Registered and corporate office",
      addressLines: [
        "Kamo House, Plot 27, Sector 16",
        "Bahadurgarh Industrial Estate",
        "Jhajjar, Haryana 124507"
      ],
      cin: "L24222HR2008PLC071934",
      phone: "+91 1276 245 300",
      email: "care@kamopaints.example"
    },
    {
      company: "Kamo Colours Private Limited",
      role: "Registered office (subsidiary)",
      addressLines: [
        "Unit 412, Fourth Floor, Okhla Business Centre",
        "Okhla Industrial Area Phase III",
        "New Delhi 110020"
      ],
      cin: "U24299DL2015PTC284516",
      phone: "+91 11 4160 7720",
      email: "colours@kamopaints.example"
    }
  ],
  contact: {
    tollFree: site.tollFree,
    phones: [
      { label: "Corporate office", number: "+91 1276 245 300" },
      { label: "Dealer and distributor enquiries", number: "+91 98110 42870" },
      { label: "Investor relations", number: "+91 1276 245 318" }
    ],
    email: "care@kamopaints.example",
    hours: "Monday to Saturday, 9:30 am to 6:30 pm IST"
  },
  reviews: [
    {
      quote: "We painted our whole flat before my daughter's wedding. The consultant helped us pick a warm peach for the living room, and two monsoons later it still looks freshly done.",
      name: "Sunita Sharma",
      place: "Rohtak, Haryana",
      role: "Home owner"
    },
    {
      quote: "I have used Kamo exteriors on more than thirty houses. The coverage is honest, the shades match the card and my customers call back only to order more.",
      name: "Mohammed Irfan",
      place: "Meerut, Uttar Pradesh",
      role: "Painting contractor"
    },
    {
      quote: "The tinting machine at my counter changed my business. I can mix any shade in five minutes and I never have to keep dead stock of slow colours.",
      name: "Gurpreet Singh",
      place: "Ludhiana, Punjab",
      role: "Dealer since 2014"
    },
    {
      quote: "My kids' room wall gets crayon every week. It wipes clean with a damp cloth and the colour has not faded at all. Worth every rupee.",
      name: "Ananya Rao",
      place: "Jaipur, Rajasthan",
      role: "Home owner"
    },
    {
      quote: "We waterproofed our terrace before the rains with their floor coat. For the first time in ten years the bedroom ceiling below stayed dry all season.",
      name: "Ramesh Patil",
      place: "Nashik, Maharashtra",
      role: "Home owner"
    }
  ],
  about: {
    heading: "About Kamo Paints",
    lead: "A listed Indian paint and coatings company, founded in 2008 in Haryana, making honest paint for homes across the country.",
    messages: [
      {
        id: "chairman-msg",
        heading: "Chairman's message",
        author: "harish-chandra-agarwal",
        paragraphs: [
          "When I started Kamo Paints in 2008, I promised our first forty dealers that we would never sell a tin we would not put on our own walls. Fifteen years and more than 4,000 dealers and distributors later, that promise is still the first thing we teach every new colleague.",
          "This year we crossed fifty manufacturing and depot units, opened our new emulsion plant and added tinting machines at hundreds more dealer counters. We are on course for our goal of about \u20B91,000 crore in revenue by FY26, and we intend to reach it the way we reached every milestone so far: by earning the trust of home owners, painters and dealers one wall at a time.",
          "Growth also brings responsibility. Every Kamo dealer plants at least five saplings a year, our plants are moving to solar power, and our newest formulations are lead-free and low in VOCs. I thank our shareholders, our partners and our people for their faith in us."
        ]
      },
      {
        id: "md-msg",
        heading: "Managing Director's message",
        author: "vikram-agarwal",
        paragraphs: [
          "Our business is simple to describe and hard to do well: make consistent paint at a fair price and get it to the right counter, in the right shade, on the day the painter needs it. Everything we invest in, from plants to software, serves that goal.",
          "In the past year we shortened dealer delivery times to under 48 hours in most districts, trained thousands more applicators at our academy, and launched new exterior coats with longer warranties. We also began sharing shade data with dealers so that popular colours are always in stock.",
          "The year ahead will be about quality at scale. As we add capacity, our laboratory will test every batch for coverage, washability and colour accuracy before it leaves the plant. That is what our customers pay for, and it is what we will keep delivering."
        ]
      }
    ],
    philosophy: {
      id: "philosophy",
      heading: "Our philosophy",
      lead: "Five values guide how we make paint, sell it and treat the people who use it.",
      values: [
        {
          name: "Honesty",
          body: "We state coverage, drying times and warranties as they are, and we print the same facts on the tin, the shade card and the website."
        },
        {
          name: "Transparency",
          body: "Dealers see their prices, schemes and credit terms in one place, and shareholders get clear, timely disclosures about how we are doing."
        },
        {
          name: "Commitment",
          body: "When we promise a delivery date, a site visit or a warranty repaint, we keep it, and we tell you early if something changes."
        },
        {
          name: "Quality Assurance",
          body: "Every batch is checked in our laboratory for shade accuracy, viscosity, coverage and washability before it is allowed to leave the plant."
        },
        {
          name: "Customer Satisfaction",
          body: "We measure ourselves by whether a home owner would choose Kamo again, and we follow up after every consultation and complaint until it is closed."
        }
      ]
    },
    businessModel: {
      id: "business-model",
      eyebrow: "How we work",
      heading: "Business model",
      paragraphs: [
        "Kamo Paints makes decorative paints and coatings in its own plants and sells them through a network of dealers and distributors, supported by carrying and forwarding agents who hold stock close to each market. Dealers tint most emulsions to order at the counter, so they can offer every shade while stocking only base paints."
      ],
      points: [
        {
          title: "Manufacture",
          body: "Over fifty manufacturing and depot units make and store emulsions, enamels, distempers, wood finishes and waterproofing."
        },
        {
          title: "Distribute",
          body: "CFA and CSA agents and distributors move stock to more than 4,000 dealers and distributors within 48 hours in most districts."
        },
        {
          title: "Tint and sell",
          body: "Computerised tinting at the dealer's counter delivers any shade from our cards, fresh, in the quantity the customer needs."
        },
        {
          title: "Apply and support",
          body: "Trained applicators, free colour consultations and warranty support make sure the paint performs on the wall."
        }
      ]
    },
    awareness: {
      id: "awareness",
      eyebrow: "Reaching homes",
      heading: "Brand awareness",
      paragraphs: [
        "We build our brand where people decide what to paint: at the dealer's counter, on the painter's site and in the neighbourhood. Shop boards, shade-card stands and demonstration walls make Kamo visible in thousands of markets, while regional television, radio and social media carry our message of colours that stay true.",
        "Painter meets, contractor loyalty programmes and our applicator academy turn the people who recommend paint into Kamo advocates, and our free consultation service lets home owners see the difference before they buy."
      ]
    },
    successStory: {
      id: "success-story",
      eyebrow: "Milestones",
      heading: "Success story",
      paragraphs: [
        "From a single distemper plant and forty dealers in 2008, Kamo Paints has grown into a listed company with more than fifty units and over 4,000 dealers and distributors. Each step added a range our customers asked for and a region we could serve well."
      ],
      points: [
        { title: "2008", body: "First distemper plant opens in Bahadurgarh with forty dealers." },
        { title: "2011", body: "Interior emulsions launched; first in-store tinting machines." },
        { title: "2013", body: "Exterior emulsions and the Weather range go on sale." },
        { title: "2015", body: "Kamo Colours Private Limited set up for colourants and tinting." },
        { title: "2018", body: "Shares listed; dealer network passes 2,000." },
        { title: "2023", body: "Fifty units and over 4,000 dealers and distributors." }
      ]
    },
    visionMission: {
      id: "vission-mission",
      heading: "Vision and mission",
      vision: "To be the paint brand India's families trust most for colours that stay true, sold by partners who prosper with us, made in a way our children would be proud of.",
      mission: [
        "Make paints that deliver the coverage, finish and life we promise on every tin.",
        "Reach every district with dealers who can tint any shade on the day it is needed.",
        "Train and support painters so that every wall is finished well.",
        "Grow revenue to about \u20B91,000 crore by FY26 while keeping our balance sheet prudent.",
        "Plant at least five saplings a year through every dealer and cut the carbon in every litre we make."
      ]
    },
    directorsLead: "Our board of six brings together the founders, a non-executive director and three independent directors with backgrounds in science, banking and distribution.",
    committeesLead: "The board has four committees, constituted under the Companies Act, 2013 and the SEBI Listing Regulations. Each has a chairman and members drawn from the board.",
    committees: [
      {
        name: "Audit Committee",
        purpose: "Oversees financial reporting, internal controls, internal and statutory audit, and related-party transactions.",
        chairman: "arvind-nair",
        members: ["meera-iyer", "rakesh-khanna", "vikram-agarwal"]
      },
      {
        name: "Risk Management Committee",
        purpose: "Identifies and reviews risks to operations, raw-material supply, finance, cyber security and sustainability.",
        chairman: "vikram-agarwal",
        members: ["sunil-kumar-bansal", "arvind-nair"]
      },
      {
        name: "Stakeholders Relationship Committee",
        purpose: "Resolves shareholders' grievances on transfers, dividends and annual reports, and reviews investor service standards.",
        chairman: "sunil-kumar-bansal",
        members: ["vikram-agarwal", "meera-iyer"]
      },
      {
        name: "Nomination and Remuneration Committee",
        purpose: "Recommends appointments to the board and senior management, and the policy on their remuneration and evaluation.",
        chairman: "meera-iyer",
        members: ["arvind-nair", "rakesh-khanna"]
      }
    ],
    csr: {
      lead: "Through the Kamo Foundation we spend on projects close to our plants and dealers: greener towns, brighter schools, clean water and basic health care. Every Kamo dealer plants at least five saplings a year, and our painters give their weekends to repaint government schools.",
      projects: [
        {
          artwork: "csr-tree-planting",
          title: "Five saplings per dealer",
          caption: "Dealers and their families planting neem and peepal saplings along a village road."
        },
        {
          artwork: "csr-school-painting",
          title: "Paint a School",
          caption: "Volunteer painters brightening the walls of a government primary school."
        },
        {
          artwork: "csr-water",
          title: "Clean water",
          caption: "A community water purification unit installed near our Bahadurgarh plant."
        },
        {
          artwork: "csr-health-camp",
          title: "Health camps",
          caption: "Free eye and health check-ups for painters and their families."
        },
        {
          artwork: "csr-skills",
          title: "Applicator academy",
          caption: "Young painters learning surface preparation and spray application."
        },
        {
          artwork: "csr-solar",
          title: "Solar plants",
          caption: "Rooftop solar panels that power a growing share of our manufacturing."
        }
      ]
    },
    awardsLead: "Recognition from our industry and our partners for quality, growth and responsibility.",
    awards: [
      {
        artwork: "award-trophy",
        title: "Emerging Decorative Paint Brand of the Year",
        presenter: "Indian Coatings Forum",
        year: 2019
      },
      {
        artwork: "award-medal",
        title: "Excellence in Dealer Network Growth",
        presenter: "North India Business Excellence Awards",
        year: 2021
      },
      {
        artwork: "award-leaf",
        title: "Green Manufacturing Award",
        presenter: "Haryana Industries Council",
        year: 2022
      },
      {
        artwork: "award-star",
        title: "Best Exterior Emulsion (Consumer Choice)",
        presenter: "HomeMakers Readers' Survey",
        year: 2022
      },
      {
        artwork: "award-shield",
        title: "Corporate Governance Recognition",
        presenter: "Institute of Listed Companies",
        year: 2023
      }
    ]
  }
};

// app/data/document-samples.server.ts
var INDIGO = rgb(31 / 255, 58 / 255, 95 / 255);
var TERRACOTTA = rgb(200 / 255, 85 / 255, 61 / 255);
var INK = rgb(29 / 255, 35 / 255, 48 / 255);
function wrap(text3, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text3.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
function winAnsi(text3) {
  return text3.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, "-").replace(/₹/g, "Rs. ").replace(/[^\x20-\x7e\n]/g, "");
}
function drawPage(page, fonts, source, pageNumber, pageCount) {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: INDIGO });
  page.drawText(winAnsi(site.legalName), {
    x: 50,
    y: height - 52,
    size: 20,
    font: fonts.bold,
    color: rgb(1, 1, 1)
  });
  page.drawText(winAnsi(`Registered office: ${company.offices[0]?.addressLines.join(", ")}`), {
    x: 50,
    y: height - 74,
    size: 9,
    font: fonts.regular,
    color: rgb(1, 1, 1)
  });
  page.drawRectangle({
    x: 50,
    y: height - 150,
    width: width - 100,
    height: 40,
    borderColor: TERRACOTTA,
    borderWidth: 2
  });
  page.drawText("SAMPLE DOCUMENT", {
    x: 62,
    y: height - 137,
    size: 18,
    font: fonts.bold,
    color: TERRACOTTA
  });
  page.drawText("Fictional company - for demonstration only", {
    x: 260,
    y: height - 135,
    size: 10,
    font: fonts.regular,
    color: TERRACOTTA
  });
  let y = height - 190;
  const write = (text3, size, bold = false) => {
    for (const line of wrap(winAnsi(text3), bold ? fonts.bold : fonts.regular, size, width - 100)) {
      page.drawText(line, { x: 50, y, size, font: bold ? fonts.bold : fonts.regular, color: INK });
      y -= size * 1.45;
    }
    y -= size * 0.6;
  };
  write(source.category, 16, true);
  if (source.subCategory) write(source.subCategory, 12, true);
  write(`Date: ${source.date}`, 11);
  write(source.description, 11);
  if (pageNumber > 1)
    write(
      `Page ${pageNumber} of the full-length version. In the real filing this page would carry the detailed statements, notes and annexures.`,
      11
    );
  write(
    "This file stands in for a statutory filing on the demonstration website of Kamo Paints, a fictional listed paint company. It carries no financial information about any real company.",
    10
  );
  page.drawText(`Page ${pageNumber} of ${pageCount}`, {
    x: width - 120,
    y: 30,
    size: 9,
    font: fonts.regular,
    color: INK
  });
}
async function renderSamplePdf(source, variant) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(`SAMPLE DOCUMENT - ${source.category} - ${source.date}`));
  pdf.setAuthor(site.legalName);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold)
  };
  const pageCount = variant === "largeFile" ? 16 : 1;
  for (let n = 1; n <= pageCount; n++)
    drawPage(pdf.addPage([595.28, 841.89]), fonts, source, n, pageCount);
  return pdf.save({ objectsPerTick: Infinity });
}
function escapeXml(text3) {
  return text3.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function renderSampleImage(source) {
  const lines = wrapPlain(source.description, 52).slice(0, 8);
  const body = lines.map((line, i) => `<text x="40" y="${230 + i * 26}" font-size="18">${escapeXml(line)}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480" font-family="Georgia, serif" fill="#1d2330"><rect width="640" height="480" fill="#fbf8f3"/><rect x="12" y="12" width="616" height="456" fill="none" stroke="#1f3a5f" stroke-width="4"/><text x="40" y="70" font-size="28" font-weight="bold" fill="#1f3a5f">${escapeXml(site.legalName)}</text><text x="40" y="110" font-size="22" font-weight="bold" fill="#c8553d">SAMPLE DOCUMENT</text><text x="40" y="150" font-size="18" font-weight="bold">${escapeXml(source.category)}</text><text x="40" y="180" font-size="16">${escapeXml(source.date)}</text>${body}</svg>`;
  return new TextEncoder().encode(svg);
}
function wrapPlain(text3, width) {
  const lines = [];
  let line = "";
  for (const word of text3.split(/\s+/).filter(Boolean)) {
    if ((line + " " + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}
function renderSampleAudio(seconds = 4) {
  const frameLength = 417;
  const frames = Math.ceil(seconds * 44100 / 1152);
  const bytes = new Uint8Array(frameLength * frames);
  for (let i = 0; i < frames; i++) bytes.set([255, 251, 144, 100], i * frameLength);
  return bytes;
}
async function renderSample(source, kind) {
  switch (kind) {
    case "pdf":
    case "largeFile":
      return renderSamplePdf(source, kind);
    case "image":
      return renderSampleImage(source);
    case "audio":
      return renderSampleAudio();
  }
}

// app/db/seeds/investor-documents.server.ts
var CUT_OFF = "2026-11-20";
var FIRST_FY = 2021;
var LAST_FY = 2026;
var BSE = "https://www.bseindia.com/corporates/ann.html";
var NSE = "https://www.nseindia.com/companies-listing/corporate-filings-announcements";
var EVOTING = "https://www.evoting.nsdl.com/";
var MEDIA = "https://media.kamopaints.example/investors";
var fyLabel = (start) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
var iso = (y, m, d) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
var MONTH = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
var longDate = (y, m, d) => `${d} ${MONTH[m - 1]} ${y}`;
function quarters(fy) {
  return [
    { q: 1, end: [fy, 6, 30], results: [fy, 8, 9], shp: [fy, 7, 17] },
    { q: 2, end: [fy, 9, 30], results: [fy, 11, 11], shp: [fy, 10, 18] },
    { q: 3, end: [fy, 12, 31], results: [fy + 1, 2, 10], shp: [fy + 1, 1, 19] },
    { q: 4, end: [fy + 1, 3, 31], results: [fy + 1, 5, 23], shp: [fy + 1, 4, 17] }
  ];
}
function financialResults(fy) {
  return quarters(fy).map(({ q, end, results }) => {
    const ended = longDate(end[0], end[1], end[2]);
    const audited = q === 4;
    return {
      category: "Financial Results",
      date: iso(results[0], results[1], results[2]),
      description: audited ? `Audited standalone and consolidated financial results for the quarter and financial year ended ${ended}, with the auditors' report of Mehta Khanna & Associates, Chartered Accountants, and the declaration on unmodified opinion. Also available at ${NSE}` : `Unaudited standalone and consolidated financial results for the quarter ended ${ended} (Q${q} FY ${fyLabel(fy)}), with the limited review report of the statutory auditors. Also available at ${BSE}`,
      pdf: true
    };
  });
}
function shareholdingPattern(fy) {
  return quarters(fy).map(({ q, end, shp }) => ({
    category: "Shareholding Pattern",
    date: iso(shp[0], shp[1], shp[2]),
    description: `Shareholding pattern as on ${longDate(end[0], end[1], end[2])} (Q${q} FY ${fyLabel(fy)}) under Regulation 31 of the SEBI Listing Regulations: promoter and promoter group, public, and non-promoter non-public shareholders.`,
    pdf: true
  }));
}
function presentations(fy) {
  return quarters(fy).flatMap(({ q, results }) => {
    const [y, m, d] = results;
    const label = `Q${q} FY ${fyLabel(fy)}`;
    const slug = `q${q}-fy${fyLabel(fy)}`;
    const call = iso(y, m, d + 1);
    return [
      {
        category: "Presentation / Press Release/ Transcript",
        date: iso(y, m, d),
        description: `Press release: Kamo Paints reports ${label} results; decorative volumes grow in North and Central India as dealer network crosses new towns.`,
        pdf: true
      },
      {
        category: "Presentation / Press Release/ Transcript",
        date: iso(y, m, d),
        description: `Investor presentation for ${label}: volume and value growth by range, gross margin bridge, working capital and capacity expansion at the Bahadurgarh and Nagpur plants.`,
        pdf: true
      },
      {
        category: "Presentation / Press Release/ Transcript",
        date: call,
        description: `Audio recording and transcript of the ${label} earnings conference call with analysts and investors, hosted by Vikram Agarwal, Managing Director, and Nitin Malhotra, Chief Financial Officer.`,
        pdf: true,
        audio: true,
        audioLink: `${MEDIA}/earnings-call-${slug}.mp3`,
        video: `${MEDIA}/earnings-call-${slug}-video`
      }
    ];
  });
}
function annual(fy) {
  const label = fyLabel(fy);
  const agmYear = fy + 1;
  const agmNumber = agmYear - 2008;
  const docs = [
    {
      category: "Annual Report",
      date: iso(agmYear, 8, 27),
      description: `Annual Report ${label}: directors' report, management discussion and analysis, business responsibility and sustainability report, corporate governance report and audited financial statements. A full-length version with all annexures is also available.`,
      pdf: true,
      largeFile: true
    },
    {
      category: "Annual Return",
      date: iso(agmYear, 11, 18),
      description: `Annual return in Form MGT-7 for the financial year ${label}, under Section 92(3) of the Companies Act, 2013.`,
      pdf: true
    },
    {
      category: "Subsidiary Financials",
      date: iso(agmYear, 8, 20),
      description: `Audited financial statements of ${site.subsidiaryName} for the financial year ended 31 March ${agmYear}, with the auditors' report.`,
      pdf: true
    },
    {
      category: site.subsidiaryName,
      date: iso(agmYear, 11, 25),
      description: `Annual return of ${site.subsidiaryName} in Form MGT-7A for the financial year ${label}.`,
      pdf: true
    },
    {
      category: site.subsidiaryName,
      date: iso(agmYear, 9, 2),
      description: `Notice of the annual general meeting of ${site.subsidiaryName} for the financial year ${label}.`,
      pdf: true
    },
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 1),
      description: `Notice of the ${ordinal(agmNumber)} Annual General Meeting to be held on ${longDate(agmYear, 9, 26)} at 11:00 a.m. through video conferencing, with instructions for remote e-voting at ${EVOTING}`,
      pdf: true
    },
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 27),
      description: `Voting results of the ${ordinal(agmNumber)} Annual General Meeting under Regulation 44(3), with the scrutinizer's report of Anjali Rao & Co., Company Secretaries.`,
      pdf: true
    },
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 28),
      description: `Proceedings, transcript and recording of the ${ordinal(agmNumber)} Annual General Meeting held on ${longDate(agmYear, 9, 26)}.`,
      pdf: true,
      video: `${MEDIA}/agm-${agmYear}-recording`
    },
    {
      category: "Investor Information",
      date: iso(agmYear, 5, 24),
      description: `Final dividend of \u20B9${(1 + (fy - 2020) * 0.25).toFixed(2)} per equity share of \u20B910 recommended for FY ${label}; record date ${longDate(agmYear, 9, 19)}. Tax deduction at source on dividend: communication to shareholders.`,
      pdf: true
    },
    {
      category: "Investor Information",
      date: iso(agmYear, 10, 30),
      description: `List of shareholders whose dividend for FY ${fyLabel(fy - 6)} remains unclaimed and whose shares are due for transfer to the IEPF Authority. Claim through our registrar before the due date.`,
      pdf: true
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Book closure and record date",
      date: iso(agmYear, 9, 5),
      description: `Intimation of record date (${longDate(agmYear, 9, 19)}) for the final dividend for FY ${label} and the ${ordinal(agmNumber)} Annual General Meeting.`,
      pdf: true
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Transfer of shares to IEPF",
      date: iso(agmYear, 6, 14),
      description: `Notice to shareholders who have not claimed dividend for seven consecutive years: their shares will be transferred to the Investor Education and Protection Fund unless claimed. Newspaper advertisement attached.`,
      pdf: true,
      image: true
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Newspaper advertisements",
      date: iso(agmYear, 9, 3),
      description: `Newspaper advertisement on the ${ordinal(agmNumber)} AGM through video conferencing and e-voting, published in Business Standard (English) and Dainik Jagran (Hindi).`,
      image: true
    }
  ];
  return docs;
}
function ordinal(n) {
  const suffixes = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? "th"}`;
}
function nextMonth(y, m) {
  return m === 12 ? [y + 1, 1] : [y, m + 1];
}
function stockExchange(fy) {
  return quarters(fy).flatMap(({ q, end, results }) => {
    const [y, m, d] = results;
    const label = `Q${q} FY ${fyLabel(fy)}`;
    const endText = longDate(end[0], end[1], end[2]);
    const [afterYear, afterMonth] = nextMonth(end[0], end[1]);
    return [
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Closure of trading window",
        date: iso(end[0], end[1], 24),
        description: `Closure of the trading window for designated persons from ${longDate(afterYear, afterMonth, 1)} until 48 hours after the results for the quarter ended ${endText} are declared.`,
        pdf: true
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Intimation of board meeting",
        date: iso(y, m, Math.max(1, d - 8)),
        description: `Intimation under Regulation 29: the board will meet on ${longDate(y, m, d)} to consider the financial results for ${label}.`,
        pdf: true
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Outcome of board meeting",
        date: iso(y, m, d),
        description: `Outcome of the board meeting held on ${longDate(y, m, d)}: approval of the financial results for ${label}. Filed with BSE at ${BSE}`,
        pdf: true
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Analyst and institutional investor meets",
        date: iso(y, m, Math.min(28, d + 1)),
        description: `Schedule of the ${label} earnings call with analysts and institutional investors; audio recording to follow within 24 hours.`,
        pdf: true
      },
      ...q === 1 || q === 3 ? [
        {
          category: "Stock Exchange Disclosures",
          subCategory: "Compliance certificates",
          date: iso(afterYear, afterMonth, 12),
          description: `Compliance certificate under Regulation 7(3) and certificate under Regulation 74(5) of the SEBI Depositories and Participants Regulations for the period ended ${endText}.`,
          pdf: true
        }
      ] : []
    ];
  });
}
function regulation30(fy) {
  const events = [
    [
      fy,
      7,
      14,
      `CRISIL reaffirms the long-term bank facilities rating of Kamo Paints Limited at CRISIL A+/Stable for FY ${fyLabel(fy)}.`
    ],
    [
      fy,
      10,
      6,
      "Commencement of commercial production of the second water-based emulsion line at the Nagpur plant, adding 36,000 kilolitres a year of capacity."
    ],
    [
      fy + 1,
      1,
      22,
      "Receipt of an order from a state housing board for supply of exterior emulsions and primers for 2,400 affordable homes."
    ]
  ];
  if (fy === 2023)
    events.push([
      2024,
      3,
      5,
      `Appointment of Meera Iyer as an Additional Director (Independent) for a term of five years, subject to shareholders' approval. Details at ${NSE}`
    ]);
  if (fy === 2024)
    events.push([
      2024,
      12,
      3,
      "Minor fire at the Jaipur depot contained within an hour; no injuries, stock insured, and supplies to dealers in Rajasthan continue from the Bahadurgarh plant."
    ]);
  return events.map(([y, m, d, description]) => ({
    category: "Disclosure under Regulation 30 of LODR",
    date: iso(y, m, d),
    description,
    pdf: true
  }));
}
var fixedDocuments = [
  ...[
    ["Code of conduct for the board of directors and senior management", "2021-05-20"],
    ["Whistle blower policy and vigil mechanism", "2021-05-20"],
    ["Policy on related party transactions and materiality of such transactions", "2025-02-11"],
    ["Nomination and remuneration policy", "2022-08-08"],
    ["Corporate social responsibility policy", "2023-05-24"],
    ["Policy for determining material subsidiaries", "2022-08-08"],
    [
      "Policy for determination of materiality of events and information (Regulation 30)",
      "2023-08-10"
    ],
    [
      "Code of practices and procedures for fair disclosure of unpublished price sensitive information",
      "2024-05-22"
    ],
    ["Dividend distribution policy", "2021-05-20"],
    ["Risk management policy", "2024-11-12"],
    ["Archival policy: documents are kept on this website for at least five years", "2023-08-10"],
    [
      "Familiarisation programme for independent directors and terms of their appointment",
      "2026-05-21"
    ]
  ].map(([title, date]) => ({
    category: "Code of Conduct and Policies",
    date,
    description: `${title}, as approved by the board of directors.`,
    pdf: true
  })),
  ...[
    [
      "2021-04-14",
      "Listing approval from BSE Limited for 4,82,50,000 equity shares of \u20B910 each; ISIN INE0KP801017."
    ],
    [
      "2021-04-15",
      "Listing approval from the National Stock Exchange of India Limited; symbol KAMOPAINT."
    ],
    [
      "2021-04-20",
      `Trading approval from BSE and NSE; trading commenced on 21 April 2021. Notice at ${BSE}`
    ],
    [
      "2021-04-10",
      "Listing agreement executed with BSE Limited and the National Stock Exchange of India Limited."
    ],
    [
      "2024-02-27",
      "Listing and trading approval for 2,15,000 equity shares allotted under the Kamo Employee Stock Option Scheme 2022."
    ]
  ].map(([date, description]) => ({
    category: "Listing of Shares",
    date,
    description,
    pdf: true
  })),
  ...[
    [
      "2024-11-12",
      "Scheme of arrangement for the amalgamation of Kamo Colours Private Limited with Kamo Paints Limited, as approved by the board."
    ],
    [
      "2024-11-12",
      "Valuation report by a registered valuer and fairness opinion by a SEBI-registered category I merchant banker."
    ],
    [
      "2024-11-12",
      "Report of the audit committee and of the committee of independent directors recommending the scheme."
    ],
    [
      "2025-04-08",
      "Observation letters from BSE Limited and the National Stock Exchange of India Limited under Regulation 37."
    ],
    [
      "2025-06-30",
      "Notice of the meeting of equity shareholders convened by order of the National Company Law Tribunal, Chandigarh Bench."
    ],
    [
      "2025-08-14",
      "Scrutinizer's report and voting results of the tribunal-convened meeting of equity shareholders."
    ],
    [
      "2026-03-19",
      `Order of the National Company Law Tribunal, Chandigarh Bench, sanctioning the scheme. Filed at ${NSE}`
    ]
  ].map(([date, description]) => ({
    category: "Scheme of Arrangement",
    date,
    description,
    pdf: true
  })),
  {
    category: "Notice to Shareholders",
    subCategory: "Postal ballot",
    date: "2025-01-16",
    description: "Postal ballot notice for the appointment of Arvind Nair as an independent director and approval of material related party transactions with Kamo Colours Private Limited.",
    pdf: true
  },
  {
    category: "Notice to Shareholders",
    subCategory: "Postal ballot",
    date: "2025-02-19",
    description: "Results of the postal ballot with the scrutinizer's report: both resolutions passed with the requisite majority.",
    pdf: true
  },
  {
    category: "Notice to Shareholders",
    subCategory: "KYC and nomination",
    date: "2023-06-12",
    description: `Letter to holders of physical shares on furnishing PAN, KYC details and nomination before 1 October 2023, with forms ISR-1, ISR-2, ISR-3, SH-13 and SH-14. Forms also at https://www.shreyasregistry.example/forms`,
    pdf: true
  },
  {
    category: "General Meeting",
    subCategory: "Extraordinary General Meeting (March 2023)",
    date: "2023-02-24",
    description: "Notice of the extraordinary general meeting on 22 March 2023 to approve the Kamo Employee Stock Option Scheme 2022.",
    pdf: true
  },
  {
    category: "General Meeting",
    subCategory: "Extraordinary General Meeting (March 2023)",
    date: "2023-03-23",
    description: "Voting results and scrutinizer's report of the extraordinary general meeting held on 22 March 2023.",
    pdf: true
  },
  {
    category: "Investor Information",
    date: "2026-02-12",
    description: `Interim dividend of \u20B91.50 per equity share for FY 2025-26; record date 24 February 2026. Check your dividend status at https://www.shreyasregistry.example/dividend`,
    pdf: true
  }
];
function buildSampleDocuments() {
  const all = [...fixedDocuments];
  for (let fy = FIRST_FY; fy <= LAST_FY; fy++)
    all.push(
      ...financialResults(fy),
      ...shareholdingPattern(fy),
      ...presentations(fy),
      ...stockExchange(fy),
      ...regulation30(fy),
      ...annual(fy)
    );
  return all.filter((d) => d.date <= CUT_OFF);
}
function slugify(text3) {
  return text3.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60).replace(/-$/, "");
}
async function insertSampleDocuments(db, documents, { measureFiles = true } = {}) {
  const createdAt = nowIso();
  const audioBytes = measureFiles ? (await renderSample(sourceOf(documents[0]), "audio")).length : null;
  const rows = [];
  for (const [index, d] of documents.entries()) {
    const source = sourceOf(d);
    const size = async (on, kind) => on && measureFiles ? (await renderSample(source, kind)).length : null;
    rows.push({
      category: d.category,
      sub_category: d.subCategory ?? "",
      document_date: d.date,
      description: d.description,
      file_stem: `${slugify(d.category)}-${d.date}-${index + 1}`,
      has_pdf: d.pdf ? 1 : 0,
      has_large_file: d.largeFile ? 1 : 0,
      has_image: d.image ? 1 : 0,
      has_audio: d.audio ? 1 : 0,
      pdf_bytes: await size(d.pdf, "pdf"),
      large_file_bytes: await size(d.largeFile, "largeFile"),
      image_bytes: await size(d.image, "image"),
      audio_bytes: d.audio ? audioBytes : null,
      pdf_url: null,
      large_file_url: null,
      image_url: null,
      audio_url: null,
      audio_link_url: d.audioLink ?? null,
      video_url: d.video ?? null,
      created_at: createdAt
    });
  }
  for (let i = 0; i < rows.length; i += 40)
    await db.insertInto("documents").values(rows.slice(i, i + 40)).execute();
}
function sourceOf(d) {
  return {
    category: d.category,
    subCategory: d.subCategory ?? "",
    date: d.date,
    description: d.description
  };
}
var investorDocumentsSeeder = {
  name: "investor-documents",
  seed: (db) => insertSampleDocuments(db, buildSampleDocuments())
};

// app/db/seeders.server.ts
var registered = false;
function registerSeeders() {
  if (registered) return;
  registered = true;
  seeders.push(catalogueSeeder, investorDocumentsSeeder, contentSeeder);
}

// app/content/legal.ts
var privacyPolicy = {
  title: "Privacy policy",
  lastUpdated: "2023-04-01",
  summary: 'Kamo Paints Limited ("Kamo Paints", "we", "us") respects your privacy. This policy explains what information we collect when you use this website or contact us, why we collect it, who we share it with, and the choices you have. It applies to kamopaints websites, our forms and our customer care channels.',
  sections: [
    {
      id: "information-we-collect",
      heading: "Information we collect",
      paragraphs: [
        "We collect only what we need to answer you and to run this website. Most of it you give us yourself, when you book a consultation, send an enquiry or apply to become a dealer, distributor, applicator or vendor."
      ],
      list: [
        "Contact details: your name, mobile number, email address, city and PIN code.",
        "Enquiry details: the product or service you ask about and any message you write.",
        "Business details for partner applications: firm name, firm type, GSTIN, PAN, address, existing brands handled and bank references.",
        "Technical details collected automatically: IP address, browser type, device, pages visited and the time of your visit."
      ]
    },
    {
      id: "how-we-use-information",
      heading: "How we use your information",
      paragraphs: [
        "We use your information for the purpose you gave it to us and for closely related purposes you would reasonably expect."
      ],
      list: [
        "To call you back, arrange a colour consultation or site visit, and send you an estimate.",
        "To assess and process applications from prospective dealers, distributors, applicators and vendors.",
        "To answer questions from shareholders and investors.",
        "To improve our products, website and service, using aggregated statistics that do not identify you.",
        "To send you offers and news about our products, only if you have agreed to receive them.",
        "To meet our legal obligations and protect against fraud and misuse of the website."
      ]
    },
    {
      id: "sharing",
      heading: "Sharing your information",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with people who need it to serve you, and they must protect it as we do."
      ],
      list: [
        "Our group company, Kamo Colours Private Limited, for tinting and colour services.",
        "Authorised dealers, distributors and applicators near you, so that they can deliver paint or carry out the work you asked for.",
        "Service providers who host our website, run our customer relationship software or send messages on our behalf, under written contracts.",
        "Our registrar and share transfer agent, for shareholder services.",
        "Government authorities, courts or regulators where the law requires it."
      ]
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "Cookies are small files a website stores in your browser. We use only the cookies this website needs to work, such as those that protect forms from misuse, and, if enabled, anonymous analytics cookies that tell us which pages are useful.",
        "We do not use advertising cookies or let third parties track you across other websites from our pages. You can block or delete cookies in your browser settings; the website will still work, although some forms may ask you to try again."
      ]
    },
    {
      id: "children",
      heading: "Children's privacy",
      paragraphs: [
        "This website is meant for adults planning to paint, partner with us or invest in us. It is not directed at children under the age of 13, and we do not knowingly collect personal information from anyone under 13. If you believe a child under 13 has given us information, please write to us and we will delete it."
      ]
    },
    {
      id: "security-and-retention",
      heading: "Security and retention",
      paragraphs: [
        "We protect your information with encryption in transit, access controls and regular security reviews. Only staff and partners who need your details to serve you can see them.",
        "We keep enquiries for up to three years after our last contact with you, partner applications for as long as the partnership lasts plus the period the law requires, and shareholder records as securities law requires. After that we delete or anonymise them."
      ]
    },
    {
      id: "your-rights",
      heading: "Your rights and requests",
      paragraphs: [
        "You may ask us to show you the personal information we hold about you, correct it, delete it, or stop sending you marketing messages. You may also withdraw any consent you have given us; this does not affect anything we did before you withdrew it.",
        "Send your request to our grievance officer using the details below. We will confirm receipt and answer every request within 60 days. We may ask you to confirm your identity before acting on it."
      ]
    },
    {
      id: "grievance-officer",
      heading: "Grievance officer",
      paragraphs: [
        "In line with the Information Technology Act, 2000 and the rules made under it, questions or complaints about this policy or your information may be sent to our Grievance Officer, Kamo Paints Limited, Kamo House, Plot 27, Sector 16, Bahadurgarh Industrial Estate, Jhajjar, Haryana 124507, or by email to privacy@kamopaints.example."
      ]
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised. Significant changes will also be announced on our home page for at least 30 days."
      ]
    }
  ]
};
var termsAndConditions = {
  title: "Terms and conditions",
  lastUpdated: "2023-04-01",
  summary: "By using this website you agree to these terms. Please read them together with our privacy policy.",
  sections: [
    {
      id: "use-of-website",
      heading: "Use of this website",
      paragraphs: [
        "The content of this website is for general information about Kamo Paints Limited, its group company and its products. It may change without notice. Shades shown on screen are indicative; please check a physical shade card or fandeck before tinting."
      ]
    },
    {
      id: "intellectual-property",
      heading: "Trademarks and content",
      paragraphs: [
        "The Kamo Paints name, logo, product names, text and artwork on this website belong to Kamo Paints Limited. You may view and print pages for your own use, but you may not copy, modify or republish them for commercial purposes without our written permission."
      ]
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "We take care to keep this website accurate, but we do not guarantee that it is complete or free of errors. Product warranties are governed only by the warranty card supplied with the product. To the extent the law allows, we are not liable for any loss arising from the use of this website or of links to other websites."
      ]
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts at Jhajjar, Haryana have exclusive jurisdiction over any dispute arising from them."
      ]
    }
  ]
};

// app/content/navigation.ts
var productRangeLinks = [
  { label: "Dual Paints Series", href: "/dual-paints-series", swatch: "#c8553d" },
  { label: "Interior Emulsions", href: "/interior-range", swatch: "#f2a541" },
  { label: "Exterior Emulsions", href: "/exterior-range", swatch: "#2a9d8f" },
  { label: "Designer Range", href: "/designer-range", swatch: "#8e5572" },
  { label: "Distemper Range", href: "/distemper-range", swatch: "#dfe8da" },
  { label: "Premium Enamels", href: "/premium-enamel-range", swatch: "#1f3a5f" },
  { label: "Wood Finishes", href: "/wood-coating-products", swatch: "#8b5a2b" },
  { label: "Waterproofing Solutions", href: "/water-proofing-solutions", swatch: "#2f5a8f" }
];
var primaryNavigation = [
  { kind: "link", label: "Home", href: "/" },
  { kind: "link", label: "About", href: "/about" },
  { kind: "group", id: "products", label: "Products", links: productRangeLinks, wide: true },
  { kind: "link", label: "Shade Cards", href: "/pickyourcolors" },
  { kind: "catalogue", label: "Catalogue" },
  { kind: "link", label: "Investors", href: "/investor-zone" },
  {
    kind: "group",
    id: "partner",
    label: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" }
    ]
  },
  {
    kind: "group",
    id: "resources",
    label: "Blog & News",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" }
    ]
  },
  { kind: "link", label: "Contact", href: "/contact" }
];
var footerColumns = [
  {
    heading: "Products",
    links: [
      ...productRangeLinks.map(({ label, href }) => ({ label, href })),
      { label: "Shade Cards", href: "/pickyourcolors" }
    ]
  },
  {
    heading: "Investors",
    links: [
      { label: "Investor Zone", href: "/investor-zone" },
      { label: "Financial Results", href: "/financial-results" },
      { label: "Shareholding Pattern", href: "/shareholding-pattern" },
      { label: "Stock Exchange Disclosures", href: "/stock-exchange-disclosures" },
      { label: "Investor Help Desk", href: "/investor-help-desk" },
      { label: "Regulation 46 Disclosures", href: site.specialPaths.regulation46 }
    ]
  },
  {
    heading: "Company",
    links: [
      { label: "About Kamo Paints", href: "/about" },
      { label: "Board of Directors", href: "/about#directors" },
      { label: "CSR", href: "/about#csr" },
      { label: "Blog", href: "/blog" },
      { label: "News", href: "/news" },
      { label: "FAQ", href: "/faq" },
      { label: "Contact us", href: "/contact" }
    ]
  },
  {
    heading: "Partner with us",
    links: [
      { label: "Become a Dealer", href: "/dealer" },
      { label: "CFA / CSA / Distributor", href: "/distributor" },
      { label: "Applicator / Contractor", href: "/contractor" },
      { label: "Supplier / Vendor", href: "/vendor" }
    ]
  }
];
var legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" }
];

// app/content/navigation.schema.ts
import { z as z2 } from "zod";
var internalHref = z2.string().regex(/^\/[A-Za-z0-9\-./#]*$/, "must be a site-relative path");
var navLinkSchema = z2.object({
  label: z2.string().min(1),
  href: internalHref,
  /** A brand colour shown as a small paint-drop swatch beside product ranges. */
  swatch: z2.string().regex(/^#[0-9a-f]{6}$/i).optional()
});
var navEntrySchema = z2.discriminatedUnion("kind", [
  z2.object({ kind: z2.literal("link"), label: z2.string().min(1), href: internalHref }),
  z2.object({
    kind: z2.literal("group"),
    /** Stable id for aria-controls; unique among groups. */
    id: z2.string().regex(/^[a-z-]+$/),
    label: z2.string().min(1),
    links: z2.array(navLinkSchema).min(1),
    /** Lay the dropdown out in two columns on wide screens. */
    wide: z2.boolean().optional()
  }),
  /** Where the catalogue menu (from the catalogue data) goes, when it has entries. */
  z2.object({ kind: z2.literal("catalogue"), label: z2.string().min(1) })
]);
var footerColumnSchema = z2.object({
  heading: z2.string().min(1),
  links: z2.array(navLinkSchema).min(1)
});
var navigationSchema = z2.object({
  productRangeLinks: z2.array(navLinkSchema).length(8),
  primaryNavigation: z2.array(navEntrySchema).min(1),
  footerColumns: z2.array(footerColumnSchema).min(1),
  legalLinks: z2.array(navLinkSchema).length(2)
});

// app/content/people.ts
var board = [
  {
    slug: "harish-chandra-agarwal",
    honorific: "Mr.",
    name: "Harish Chandra Agarwal",
    designation: "Chairman",
    category: "Executive",
    din: "02145873",
    summary: "Founded Kamo Paints in 2008 after two decades in pigment trading; guides the group's strategy.",
    portrait: "director-harish-chandra-agarwal",
    biography: [
      "Harish Chandra Agarwal founded Kamo Paints in 2008 with a single distemper plant in Bahadurgarh and a conviction that good paint need not be a luxury. Before that he spent twenty-two years in the pigment and chemicals trade in Delhi's Tilak Bazar, supplying colourants to small paint makers across Haryana, Punjab and western Uttar Pradesh.",
      "Under his leadership the company grew from one plant and forty dealers into a network of more than 4,000 dealers and distributors, and listed its shares in 2018. He still visits a dealer counter every week, a habit he credits for the company's early focus on washable, low-odour finishes for small homes.",
      "He holds a Bachelor of Commerce from Shri Ram College of Commerce, Delhi University. He chairs the board, leads the group's long-range planning and is a trustee of the Kamo Foundation, which runs the company's tree-planting and school-painting programmes."
    ]
  },
  {
    slug: "vikram-agarwal",
    honorific: "Mr.",
    name: "Vikram Agarwal",
    designation: "Managing Director",
    category: "Executive",
    din: "05518264",
    summary: "Leads operations, manufacturing and the dealer network; architect of the company's retail tinting programme.",
    portrait: "director-vikram-agarwal",
    biography: [
      "Vikram Agarwal is the Managing Director of Kamo Paints Limited and is responsible for manufacturing, supply chain, sales and the dealer network. He joined the company in 2011 as head of its first emulsion plant and became Managing Director in 2019.",
      "He built the company's in-store tinting programme, which now places computerised tinting machines at more than 1,200 dealer counters, and led the expansion from six to over fifty manufacturing and depot units. He also set up the applicator training academy, which has certified more than 9,000 painters.",
      "A chemical engineer from the Institute of Chemical Technology, Mumbai, Vikram later completed an MBA at the Indian Institute of Management, Lucknow. He serves on the company's Risk Management, Audit and Stakeholders Relationship committees."
    ]
  },
  {
    slug: "sunil-kumar-bansal",
    honorific: "Mr.",
    name: "Sunil Kumar Bansal",
    designation: "Non-Executive Director",
    category: "Non-Executive",
    din: "03390417",
    summary: "Chartered accountant with thirty years in manufacturing finance; chairs the Stakeholders Relationship Committee.",
    portrait: "director-sunil-kumar-bansal",
    biography: [
      "Sunil Kumar Bansal is a Non-Executive Director of Kamo Paints Limited. A chartered accountant by training, he has spent more than thirty years in finance roles at manufacturing companies in the building-materials sector, including fifteen years as chief financial officer of a tiles and sanitaryware maker.",
      "He joined the board in 2016 and guided the company through its initial public offering in 2018. He chairs the Stakeholders Relationship Committee and brings a sharp eye to working capital, dealer credit and the economics of new plants.",
      "He is a Fellow of the Institute of Chartered Accountants of India and a graduate of Hindu College, Delhi University."
    ]
  },
  {
    slug: "meera-iyer",
    honorific: "Dr.",
    name: "Meera Iyer",
    designation: "Independent Director",
    category: "Independent",
    din: "07742156",
    summary: "Polymer scientist and former R&D head; chairs the Nomination and Remuneration Committee.",
    portrait: "director-meera-iyer",
    biography: [
      "Dr. Meera Iyer is an Independent Director of Kamo Paints Limited. A polymer scientist, she led research and development for a large speciality chemicals company for over a decade, where her team developed low-VOC binders for water-based coatings.",
      "She joined the board in 2020. She chairs the Nomination and Remuneration Committee, sits on the Audit and Stakeholders Relationship committees, and advises management on product safety, environmental standards and the company's move to lead-free, low-odour formulations.",
      "Meera holds a PhD in polymer chemistry from the Indian Institute of Science, Bengaluru. She mentors women scientists through a national fellowship programme and has written widely on sustainable coatings."
    ]
  },
  {
    slug: "arvind-nair",
    honorific: "Mr.",
    name: "Arvind Nair",
    designation: "Independent Director",
    category: "Independent",
    din: "06215930",
    summary: "Former banker and audit committee veteran; chairs the Audit Committee.",
    portrait: "director-arvind-nair",
    biography: [
      "Arvind Nair is an Independent Director of Kamo Paints Limited and chairs its Audit Committee. He spent twenty-eight years with a public-sector bank, retiring as a general manager in charge of mid-corporate credit for the northern region.",
      "Since retiring he has served on the audit committees of several listed manufacturing companies. On the Kamo board he oversees financial reporting, internal audit and related-party transactions, and is a member of the Risk Management and Nomination and Remuneration committees.",
      "He holds a master's degree in economics from the University of Kerala and is a Certified Associate of the Indian Institute of Bankers."
    ]
  },
  {
    slug: "rakesh-khanna",
    honorific: "Mr.",
    name: "Rakesh Khanna",
    designation: "Independent Director",
    category: "Independent",
    din: "08034672",
    summary: "Retail and distribution specialist who built dealer networks for two consumer brands.",
    portrait: "director-rakesh-khanna",
    biography: [
      "Rakesh Khanna is an Independent Director of Kamo Paints Limited. He has thirty years of experience in sales and distribution for consumer durables and building products, and built the dealer networks of two national brands across northern and central India.",
      "He joined the board in 2021 and brings a practical view of how dealers, distributors and contractors work. He is a member of the Audit Committee and the Nomination and Remuneration Committee."
    ]
  }
];

// app/content/schema.ts
import { z as z3 } from "zod";

// app/content/route-paths.ts
var directorSlugs = [
  "harish-chandra-agarwal",
  "vikram-agarwal",
  "sunil-kumar-bansal",
  "meera-iyer",
  "arvind-nair",
  "rakesh-khanna"
];
var documentListingSlugs = [
  "financial-results",
  "annual-results",
  "annual-return",
  "shareholding-pattern",
  "investor-information",
  "presentation",
  "code-of-conduct",
  "subsidiary-financials",
  "scheme-of-arrangement",
  "listing-of-shares",
  site.specialPaths.subsidiaryListing.slice(1),
  site.specialPaths.regulation30.slice(1)
];
var investorPaths = [
  "/investor-zone",
  "/investor-help-desk",
  site.specialPaths.regulation46
];

// app/content/schema.ts
var text = z3.string().trim().min(1);
var paragraph = z3.string().trim().min(40);
var sitePath = z3.string().regex(/^\/[A-Za-z0-9\-./#?=&%]*$/, "must be a site path like /about");
var artworkName = z3.string().regex(/^[a-z0-9-]+$/);
var anchorId = z3.string().regex(/^[a-z][a-z0-9-]*$/);
var directorSlugSchema = z3.enum(directorSlugs);
var callToActionSchema = z3.discriminatedUnion("kind", [
  z3.object({ kind: z3.literal("link"), label: text, href: sitePath }),
  z3.object({ kind: z3.literal("consultation"), label: text, product: text })
]);
var heroSlideSchema = z3.object({
  artwork: artworkName,
  /** Describes the picture for people who cannot see it. */
  alt: text,
  eyebrow: text,
  headline: text,
  body: text,
  cta: callToActionSchema
});
var featureTileSchema = z3.object({
  artwork: artworkName,
  title: text,
  body: text,
  cta: callToActionSchema
});
var rangeEntrySchema = z3.object({ name: text, summary: text, href: sitePath });
var businessFactSchema = z3.object({
  /** The figure as shown, e.g. "4,000+". */
  value: text,
  label: text
});
var officeSchema = z3.object({
  company: text,
  role: text,
  addressLines: z3.array(text).min(2),
  cin: z3.string().regex(/^[UL]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, "must look like a CIN"),
  phone: text,
  email: z3.email()
});
var messageSchema = z3.object({
  id: anchorId,
  heading: text,
  author: directorSlugSchema,
  paragraphs: z3.array(paragraph).min(2)
});
var valueSchema = z3.object({ name: text, body: paragraph });
var proseSectionSchema = z3.object({
  id: anchorId,
  eyebrow: text,
  heading: text,
  paragraphs: z3.array(paragraph).min(1),
  points: z3.array(z3.object({ title: text, body: text })).optional()
});
var committeeSchema = z3.object({
  name: text,
  purpose: text,
  chairman: directorSlugSchema,
  members: z3.array(directorSlugSchema).min(2)
}).refine((c) => !c.members.includes(c.chairman), {
  message: "the chairman is listed separately, not among the members"
}).refine((c) => new Set(c.members).size === c.members.length, {
  message: "a member is listed twice"
});
var csrProjectSchema = z3.object({ artwork: artworkName, title: text, caption: text });
var awardSchema = z3.object({
  artwork: artworkName,
  title: text,
  presenter: text,
  year: z3.number().int().min(2008).max(2030)
});
var reviewSchema = z3.object({
  quote: z3.string().trim().min(60).max(320),
  name: text,
  place: text,
  role: text
});
var companySchema = z3.object({
  established: z3.literal(2008),
  intro: z3.object({ eyebrow: text, heading: text, paragraphs: z3.array(paragraph).min(1) }),
  heroSlides: z3.array(heroSlideSchema).length(4),
  featureTiles: z3.array(featureTileSchema).length(3),
  ranges: z3.array(rangeEntrySchema).length(9),
  brandStory: z3.object({
    eyebrow: text,
    heading: text,
    paragraphs: z3.array(paragraph).min(2),
    artwork: artworkName
  }),
  facts: z3.array(businessFactSchema).length(5),
  offices: z3.array(officeSchema).length(2),
  contact: z3.object({
    tollFree: text,
    phones: z3.array(z3.object({ label: text, number: text })).min(1),
    email: z3.email(),
    hours: text
  }),
  reviews: z3.array(reviewSchema).length(5),
  about: z3.object({
    heading: text,
    lead: text,
    messages: z3.array(messageSchema).length(2),
    philosophy: z3.object({
      id: z3.literal("philosophy"),
      heading: text,
      lead: text,
      values: z3.array(valueSchema).length(5)
    }),
    businessModel: proseSectionSchema,
    awareness: proseSectionSchema,
    successStory: proseSectionSchema,
    visionMission: z3.object({
      id: z3.literal("vission-mission"),
      heading: text,
      vision: paragraph,
      mission: z3.array(text).min(3)
    }),
    directorsLead: text,
    committeesLead: text,
    committees: z3.array(committeeSchema).length(4),
    csr: z3.object({ lead: paragraph, projects: z3.array(csrProjectSchema).length(6) }),
    awardsLead: text,
    awards: z3.array(awardSchema).length(5)
  })
});
var personSchema = z3.object({
  slug: directorSlugSchema,
  name: text,
  honorific: z3.enum(["Mr.", "Ms.", "Dr."]),
  designation: text,
  category: z3.enum(["Executive", "Non-Executive", "Independent"]),
  /** DIN: the eight-digit Director Identification Number (fictional). */
  din: z3.string().regex(/^\d{8}$/),
  summary: text,
  portrait: artworkName,
  biography: z3.array(paragraph).min(2).max(4)
});
var boardSchema = z3.array(personSchema).length(6).refine((people) => directorSlugs.every((slug) => people.some((p) => p.slug === slug)), {
  message: "the board must have exactly one person for each slug in route-paths.ts"
});
var legalSectionSchema = z3.object({
  id: anchorId,
  heading: text,
  paragraphs: z3.array(paragraph).min(1),
  list: z3.array(text).optional()
});
var legalDocumentSchema = z3.object({
  title: text,
  lastUpdated: z3.iso.date(),
  summary: paragraph,
  sections: z3.array(legalSectionSchema).min(1)
});

// app/content/site.schema.ts
import { z as z4 } from "zod";
var siteSchema = z4.object({
  brandName: z4.string().min(1),
  legalName: z4.string().min(1),
  tagline: z4.string().min(1),
  copyrightYear: z4.number().int(),
  credit: z4.object({ text: z4.string(), href: z4.url() }),
  social: z4.array(
    z4.object({
      network: z4.enum(["facebook", "twitter", "instagram", "linkedin", "youtube"]),
      label: z4.string(),
      href: z4.url()
    })
  ).length(5),
  tollFree: z4.string(),
  /** Paths that the spec gives as a company-name slug or a hash. */
  specialPaths: z4.object({
    subsidiaryListing: z4.string().regex(/^\/[a-z0-9-]+$/),
    regulation46: z4.string().regex(/^\/[a-z0-9]+$/),
    regulation30: z4.string().regex(/^\/[a-z0-9]+$/)
  }),
  subsidiaryName: z4.string(),
  paintVisualiserUrl: z4.url()
});

// app/content/validate.server.ts
var contentChecks = [
  { file: "app/content/site.ts", schema: siteSchema, data: site },
  { file: "app/content/company.ts", schema: companySchema, data: company },
  { file: "app/content/people.ts", schema: boardSchema, data: board },
  { file: "app/content/legal.ts (privacy)", schema: legalDocumentSchema, data: privacyPolicy },
  { file: "app/content/legal.ts (terms)", schema: legalDocumentSchema, data: termsAndConditions },
  {
    file: "app/content/navigation.ts",
    schema: navigationSchema,
    data: { productRangeLinks, primaryNavigation, footerColumns, legalLinks }
  }
];
var ContentError = class extends Error {
};
function validateContent(checks = contentChecks) {
  for (const check of checks) {
    const result = check.schema.safeParse(check.data);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? issue.path.join(".") : "(root)";
      throw new ContentError(`Invalid content in ${check.file} at ${where}: ${issue?.message ?? "invalid"}`);
    }
  }
}

// server/app-server.ts
import http from "node:http";
import zlib2 from "node:zlib";
import { createRequestHandler } from "react-router";

// app/lib/rate-limit.server.ts
var CLIENT_IP_HEADER = "x-kamo-client-ip";

// app/lib/security.server.ts
function baseSecurityHeaders(options) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Cross-Origin-Resource-Policy": "same-origin"
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

// server/page-cache.ts
var PAGE_CACHE_HEADER = "x-page-cache";
var PageCache = class {
  constructor(maxEntries = 500) {
    this.maxEntries = maxEntries;
  }
  entries = /* @__PURE__ */ new Map();
  get(key, now = Date.now()) {
    const hit = this.entries.get(key);
    if (!hit) return void 0;
    if (hit.expiresAt <= now) {
      this.entries.delete(key);
      return void 0;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }
  set(key, page) {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === void 0) break;
      this.entries.delete(oldest);
    }
  }
  clear() {
    this.entries.clear();
  }
  get size() {
    return this.entries.size;
  }
};
function cacheSeconds(method, status, headers) {
  if (method !== "GET" || status !== 200 || headers.has("set-cookie")) return 0;
  const seconds = Number(headers.get(PAGE_CACHE_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

// server/static-files.ts
import fs2 from "node:fs";
import path3 from "node:path";
import zlib from "node:zlib";
var TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json"
};
var COMPRESSIBLE = /* @__PURE__ */ new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico"
]);
function isFingerprinted(urlPath) {
  return urlPath.startsWith("/assets/") || urlPath.startsWith("/img/generated/");
}
function loadStaticFiles(root) {
  const files = /* @__PURE__ */ new Map();
  if (!fs2.existsSync(root)) return files;
  for (const entry of fs2.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path3.join(entry.parentPath, entry.name);
    const urlPath = "/" + path3.relative(root, full).split(path3.sep).join("/");
    const ext = path3.extname(entry.name).toLowerCase();
    const body = fs2.readFileSync(full);
    const file = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${fs2.statSync(full).mtimeMs.toString(16)}"`,
      cacheControl: isFingerprinted(urlPath) ? "public, max-age=31536000, immutable" : "public, max-age=3600"
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
        }
      });
      file.gzip = zlib.gzipSync(body, { level: 9 });
    }
    files.set(urlPath, file);
  }
  return files;
}
function pickEncoding(acceptEncoding) {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}

// server/app-server.ts
var MAX_BODY_BYTES = 1e6;
function createAppServer({
  env,
  build,
  clientDir,
  database
}) {
  const staticFiles = loadStaticFiles(clientDir);
  const pageCache = new PageCache();
  const handle = createRequestHandler(
    build,
    env.NODE_ENV === "production" ? "production" : "development"
  );
  return http.createServer(async (req, res) => {
    const https = isHttpsRequest(req, env);
    for (const [name, value] of Object.entries(baseSecurityHeaders({ https })))
      res.setHeader(name, value);
    try {
      const url = new URL(req.url ?? "/", "http://internal");
      const method = req.method ?? "GET";
      if (url.pathname === "/healthz") {
        const ok = await isDatabaseReachable(database);
        res.writeHead(ok ? 200 : 503, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store"
        });
        res.end(ok ? "ok\n" : "database unreachable\n");
        return;
      }
      if (method === "GET" || method === "HEAD") {
        const file = staticFiles.get(decodeURIComponentSafe(url.pathname));
        if (file) return sendStatic(req, res, file);
        const cached2 = pageCache.get(pageKey(url));
        if (cached2) return sendBuffered(req, res, cached2, "HIT");
      }
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > MAX_BODY_BYTES) return sendTooLarge(res);
      const request = await toFetchRequest(req, res, url, env, https);
      const response = await handle(request);
      const body = Buffer.from(await response.arrayBuffer());
      const seconds = cacheSeconds(method, response.status, response.headers);
      response.headers.delete(PAGE_CACHE_HEADER);
      const page = {
        status: response.status,
        headers: [...response.headers.entries()],
        body,
        expiresAt: Date.now() + seconds * 1e3
      };
      if (seconds > 0) pageCache.set(pageKey(url), page);
      sendBuffered(req, res, page, seconds > 0 ? "MISS" : void 0);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendTooLarge(res);
      console.error("[server] request failed:", error);
      if (!res.headersSent) {
        res.writeHead(500, {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store"
        });
      }
      res.end("Sorry, something went wrong on our side. Please try again.\n");
    }
  });
}
function pageKey(url) {
  return url.pathname + url.search;
}
function decodeURIComponentSafe(text3) {
  try {
    return decodeURIComponent(text3);
  } catch {
    return text3;
  }
}
function isHttpsRequest(req, env) {
  if (env.TRUST_PROXY)
    return String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() === "https";
  return "encrypted" in req.socket && Boolean(req.socket.encrypted);
}
function sendStatic(req, res, file) {
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", file.etag);
  if (file.br) res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" && file.br || encoding === "gzip" && file.gzip || file.body;
  if (body !== file.body) res.setHeader("Content-Encoding", encoding);
  res.writeHead(200, { "Content-Type": file.type, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? void 0 : body);
}
var COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json|javascript))/;
function sendBuffered(req, res, page, cacheState) {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = page.headers.filter(([name]) => name === "set-cookie").map(([, value]) => value);
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (cacheState) res.setHeader("X-Cache", cacheState);
  const type = page.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  let body = page.body;
  if (COMPRESSIBLE_TYPE.test(type) && body.length > 1024 && !res.hasHeader("content-encoding")) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding === "br") {
      page.br ??= zlib2.brotliCompressSync(body, {
        params: { [zlib2.constants.BROTLI_PARAM_QUALITY]: 5 }
      });
      body = page.br;
    } else if (encoding === "gzip") {
      page.gzip ??= zlib2.gzipSync(body, { level: 6 });
      body = page.gzip;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  }
  res.removeHeader("transfer-encoding");
  res.setHeader("Content-Length", body.length);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? void 0 : body);
}
function sendTooLarge(res) {
  res.writeHead(413, { "Content-Type": "text/html; charset=utf-8", Connection: "close" });
  res.end(
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Too much data</title><h1>That was more than we can accept</h1><p>The form sent more data than a form ever needs. Please go back, shorten what you wrote and try again.</p><p><a href="/">Back to Home</a></p></html>'
  );
}
var BodyTooLargeError = class extends Error {
};
async function readLimitedBody(req) {
  const chunks = [];
  let total = 0;
  for await (const chunk of req) {
    total += chunk.length;
    if (total > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
async function toFetchRequest(req, res, url, env, https) {
  const origin = new URL(env.SITE_URL);
  const host = req.headers.host ?? origin.host;
  const fullUrl = new URL(url.pathname + url.search, `${https ? "https" : "http"}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, clientIp(req, env));
  const method = req.method ?? "GET";
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") init.body = new Uint8Array(await readLimitedBody(req));
  return new Request(fullUrl, init);
}
function clientIp(req, env) {
  if (env.TRUST_PROXY) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "").split(",").pop()?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "unknown";
}

// app/adapters/crm/client.server.ts
function crmConfigFromEnv(env = getEnv()) {
  if (!env.CRM_BASE_URL || !env.CRM_ACCOUNT_ID) return void 0;
  return {
    baseUrl: env.CRM_BASE_URL,
    accountId: env.CRM_ACCOUNT_ID,
    timeoutMs: env.CRM_TIMEOUT_MS
  };
}
var LEAD_CALL_COUNTRY_CODE = "USA";
function crmRemarks(lead) {
  const lines = [`Form: ${lead.formTitle}`];
  for (const { label, value } of lead.details) lines.push(`${label}: ${value}`);
  return lines.join("\n");
}
function crmRequest(lead, config) {
  const endpoint = new URL(
    `/api/WebApi/pushCRMDealMongo/${encodeURIComponent(config.accountId)}`,
    config.baseUrl
  );
  const headers = {
    Accept: "application/json",
    "Idempotency-Key": lead.idempotencyKey
  };
  const remarks = crmRemarks(lead);
  if (lead.call === "consultation") {
    return {
      url: endpoint.toString(),
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ name: lead.name, email: lead.email, mobile: lead.mobile, remarks })
    };
  }
  const params = [
    ["countryCode", LEAD_CALL_COUNTRY_CODE],
    ["name", lead.name],
    ["emailID", lead.email],
    ["mobile", lead.mobile],
    ["remarks", remarks]
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  return { url: `${endpoint.toString()}?${query}`, method: "POST", headers };
}
async function sendLeadToCrm(lead, config) {
  const request = crmRequest(lead, config);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: "error"
    });
    await response.arrayBuffer().catch(() => void 0);
    if (response.ok) return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `CRM answered HTTP ${response.status}` };
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${config.timeoutMs} ms` : error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}` : String(error);
    return { ok: false, error: `CRM unreachable (${reason})` };
  }
}

// app/data/lead-delivery.server.ts
import { randomUUID } from "node:crypto";

// app/data/leads.server.ts
import { EventEmitter } from "node:events";
import { sql as sql3 } from "kysely";

// app/lib/validation/lead-forms.ts
import { z as z6 } from "zod";

// app/lib/validation/fields.ts
import { z as z5 } from "zod";
var SHORT_TEXT_MAX = 150;
var LONG_TEXT_MAX = 2e3;
var CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
function cleanText(value) {
  return value.normalize("NFC").replace(CONTROL_CHARS, "").trim();
}
var text2 = (max, label) => z5.string().transform(cleanText).pipe(z5.string().max(max, `${label} can be at most ${max} characters`));
var shortText = (label) => text2(SHORT_TEXT_MAX, label);
var longText = (label) => text2(LONG_TEXT_MAX, label);
var personName = (label = "Name") => shortText(label).pipe(
  z5.string().regex(new RegExp("\\p{L}", "u"), `${label} should contain letters`).max(100, `${label} is too long`)
);
var email = z5.string().transform((v) => cleanText(v).toLowerCase()).pipe(
  z5.string().max(254, "That email address is too long").pipe(z5.email("Enter an email address like name@example.com"))
);
function digitsOnly(value) {
  return value.replace(/\D/g, "");
}
var indianMobile = z5.string().transform(digitsOnly).transform((d) => d.length === 12 && d.startsWith("91") ? d.slice(2) : d).transform((d) => d.length === 11 && d.startsWith("0") ? d.slice(1) : d).pipe(
  z5.string().regex(/^\d{10}$/, "Enter a 10-digit mobile number, for example 98200 12345").regex(/^[6-9]/, "Indian mobile numbers start with 6, 7, 8 or 9")
);
var phoneNumber = z5.string().transform(digitsOnly).pipe(
  z5.string().min(6, "Enter the phone number with its STD code, for example 022 2345 6789").max(15, "A phone number has at most 15 digits")
);
function mobileForCountry(countryCode2, mobile) {
  if (countryCode2 === "+91") {
    const result = indianMobile.safeParse(mobile);
    return result.success ? void 0 : result.error.issues[0]?.message;
  }
  const digits = digitsOnly(mobile);
  if (digits.length < 6 || digits.length > 15) return "Enter the mobile number, 6 to 15 digits";
  return void 0;
}
var countryCode = z5.string().transform((v) => cleanText(v).replace(/\s/g, "")).pipe(z5.string().regex(/^\+\d{1,4}$/, "Enter a country code like +91"));
var pinCode = z5.string().transform((v) => v.replace(/\s/g, "")).pipe(z5.string().regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code, for example 400001"));
var pan = z5.string().transform((v) => v.replace(/\s/g, "").toUpperCase()).pipe(
  z5.string().regex(
    /^[A-Z]{5}\d{4}[A-Z]$/,
    "Enter the 10-character PAN as printed on the card, for example ABCDE1234F"
  )
);
var GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
var VAT_TIN_PATTERN = /^\d{11}$/;
var gstin = z5.string().transform((v) => v.replace(/\s/g, "").toUpperCase()).pipe(
  z5.string().regex(
    GSTIN_PATTERN,
    "Enter the 15-character GSTIN, for example 27ABCDE1234F1Z5 (state code, PAN, then 3 characters)"
  )
);
var gstinOrTin = z5.string().transform((v) => v.replace(/[\s-]/g, "").toUpperCase()).pipe(
  z5.string().refine(
    (v) => GSTIN_PATTERN.test(v) || VAT_TIN_PATTERN.test(v),
    "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN"
  )
);
var isoDate = z5.string().trim().pipe(
  z5.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as DD/MM/YYYY").refine((v) => {
    const d = /* @__PURE__ */ new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "That date does not exist")
);
var pastDate = (label) => isoDate.refine((v) => v >= "1900-01-01" && v <= (/* @__PURE__ */ new Date()).toISOString().slice(0, 10), {
  message: `${label} must be a date in the past`
});
var dateOfBirth = pastDate("Date of birth").refine(
  (v) => {
    const eighteen = /* @__PURE__ */ new Date();
    eighteen.setUTCFullYear(eighteen.getUTCFullYear() - 18);
    return v <= eighteen.toISOString().slice(0, 10);
  },
  { message: "The applicant must be at least 18 years old" }
);
var amount = (label) => z5.string().transform((v) => v.replace(/[,\s₹]/g, "")).pipe(
  z5.string().regex(/^\d{1,9}(\.\d{1,2})?$/, `${label}: enter an amount in figures, for example 12.5`)
);
var wholeNumber = (label, min, max) => z5.string().transform((v) => v.replace(/\s/g, "")).pipe(
  z5.string().regex(/^\d+$/, `${label}: enter a whole number`).refine((v) => Number(v) >= min && Number(v) <= max, `${label} must be ${min} to ${max}`)
);
var code = (codes, message) => z5.string().refine((v) => codes.includes(v), message);

// app/lib/validation/options.ts
var consultationTypes = [
  { value: "10", label: "Residential" },
  { value: "20", label: "Commercial" },
  { value: "30", label: "Individual" }
];
var firmTypes = [
  { value: "10", label: "Proprietor" },
  { value: "20", label: "Partnership" },
  { value: "30", label: "Pvt. Ltd." },
  { value: "40", label: "Public Ltd." }
];
var partyInExistence = [
  { value: "130", label: "Over 20 years" },
  { value: "140", label: "10 to 20 years" },
  { value: "150", label: "5 to 10 years" },
  { value: "160", label: "Below 5 years" }
];
var competitorCompanies = [
  { value: "50", label: "Asian Paints" },
  { value: "60", label: "GNP" },
  { value: "70", label: "Berger" },
  { value: "80", label: "CI" },
  { value: "90", label: "Rajdoot" },
  { value: "100", label: "Shalimar" },
  { value: "120", label: "Any other" }
];
var businessTypes = [
  { value: "10", label: "Sole proprietor" },
  { value: "20", label: "Partnership" }
];
var classifications = [
  { value: "10", label: "Large" },
  { value: "20", label: "Small" }
];
var countryCodes = [
  { value: "+91", label: "India (+91)" },
  { value: "+971", label: "United Arab Emirates (+971)" },
  { value: "+977", label: "Nepal (+977)" },
  { value: "+880", label: "Bangladesh (+880)" },
  { value: "+94", label: "Sri Lanka (+94)" },
  { value: "+966", label: "Saudi Arabia (+966)" },
  { value: "+974", label: "Qatar (+974)" },
  { value: "+968", label: "Oman (+968)" },
  { value: "+65", label: "Singapore (+65)" },
  { value: "+44", label: "United Kingdom (+44)" },
  { value: "+1", label: "USA / Canada (+1)" }
];
var indianStates = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal"
].map((name) => ({ value: name, label: name }));
function choiceLabel(choices, value) {
  return choices.find((c) => c.value === value)?.label ?? value;
}

// app/lib/validation/lead-forms.ts
var leadFormIds = [
  "consultation",
  "quick-contact",
  "lets-talk",
  "dealer",
  "distributor",
  "contractor",
  "contractor-short",
  "vendor"
];
function isLeadFormId(value) {
  return leadFormIds.includes(value);
}
var f = {
  name: (label = "Your name") => ({
    name: "name",
    label,
    kind: "text",
    rule: personName(label),
    required: true,
    autoComplete: "name"
  }),
  email: (name = "email", label = "Email address", required = true) => ({
    name,
    label,
    kind: "email",
    rule: email,
    required,
    autoComplete: "email",
    inputMode: "email"
  }),
  mobile: (name = "mobile", label = "Mobile number", required = true) => ({
    name,
    label,
    kind: "tel",
    rule: indianMobile,
    required,
    digitsOnly: true,
    inputMode: "numeric",
    autoComplete: "tel-national",
    hint: "10 digits, for example 9820012345"
  }),
  phone: (name, label, required = false) => ({
    name,
    label,
    kind: "tel",
    rule: phoneNumber,
    required,
    digitsOnly: true,
    inputMode: "numeric"
  }),
  text: (name, label, required = false, extra = {}) => ({ name, label, kind: "text", rule: shortText(label), required, ...extra }),
  paragraph: (name, label, required = false, extra = {}) => ({
    name,
    label,
    kind: "textarea",
    rule: longText(label),
    required,
    full: true,
    ...extra
  }),
  select: (name, label, options, required, prompt) => ({
    name,
    label,
    kind: "select",
    options,
    prompt,
    required,
    rule: code(
      options.map((o) => o.value),
      `Choose ${label.toLowerCase()} from the list`
    )
  }),
  dob: (required = true) => ({
    name: "dateOfBirth",
    label: "Date of birth",
    kind: "date",
    rule: dateOfBirth,
    required,
    autoComplete: "bday"
  }),
  tin: (required = true) => ({
    name: "tin",
    label: "GSTIN / TIN",
    kind: "text",
    rule: gstinOrTin,
    required,
    hint: "15-character GSTIN, or the 11-digit TIN if you have no GSTIN yet"
  }),
  amountLakh: (name, label) => ({
    name,
    label,
    kind: "text",
    rule: amount(label),
    inputMode: "decimal"
  })
};
var state = (required) => f.select("state", "State", indianStates, required, "Choose your state");
var consultation = {
  id: "consultation",
  title: "Free consultation request",
  submitLabel: "Book my free consultation",
  contact: { name: ["name"], email: "email", mobile: ["mobile"] },
  sections: [
    {
      fields: [
        f.name(),
        f.email(),
        {
          ...f.select("countryCode", "Country code", countryCodes, true, "Choose a country code"),
          rule: countryCode,
          defaultValue: "+91",
          autoComplete: "tel-country-code"
        },
        { ...f.mobile(), rule: phoneNumber },
        f.select("type", "Type of project", consultationTypes, false, "Not specified"),
        f.paragraph("message", "What would you like help with?", true, {
          hint: "Rooms, surfaces, shades you like, when you plan to paint"
        }),
        { name: "product", label: "Product", kind: "hidden", rule: shortText("Product") }
      ]
    }
  ],
  crossCheck: (values) => {
    const errors = {};
    const code2 = String(values.countryCode ?? "").trim();
    const mobile = String(values.mobile ?? "");
    if (!code2 || !mobile.trim()) return errors;
    const message = mobileForCountry(code2, mobile);
    if (message) errors.mobile = message;
    return errors;
  }
};
var contactFields = () => [
  f.name(),
  f.email(),
  { ...f.phone("phone", "Phone number", true), hint: "Mobile or landline with STD code" },
  f.text("subject", "Subject"),
  f.paragraph("question", "Your question", true)
];
var quickContact = {
  id: "quick-contact",
  title: "Quick contact enquiry",
  submitLabel: "Send enquiry",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }]
};
var letsTalk = {
  id: "lets-talk",
  title: "Let's Talk enquiry",
  submitLabel: "Send message",
  contact: { name: ["name"], email: "email", mobile: ["phone"] },
  sections: [{ fields: contactFields() }]
};
var dealerFields = () => [
  f.text("partnerName", "Proprietor / partner name", true, { rule: personName("Name") }),
  f.text("firmName", "Firm name", true, { autoComplete: "organization" }),
  f.select("firmType", "Firm type", firmTypes, true, "Choose the firm type"),
  state(true),
  f.tin(true),
  f.mobile(),
  f.email(),
  f.dob(true),
  f.text("branchAndBank", "Bank and branch", true, {
    hint: "For example State Bank of India, Pune Camp"
  }),
  f.paragraph("companiesDealtWith", "Companies you deal with as a dealer", true, {
    hint: "Brands you already stock, with roughly how long"
  })
];
var dealer = {
  id: "dealer",
  title: "Dealer application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [{ legend: "Your firm", fields: dealerFields() }]
};
var pairs = [1, 2, 3];
var distributor = {
  id: "distributor",
  title: "CFA / CSA / Distributor application",
  submitLabel: "Send my application",
  contact: { name: ["partnerName"], email: "email", mobile: ["mobile"] },
  sections: [
    { legend: "Your firm", fields: dealerFields() },
    {
      legend: "Companies you distribute for (up to three)",
      intro: "Optional. Tell us the areas you cover for each company.",
      fields: pairs.flatMap((n) => [
        f.text(`company${n}`, `Company ${n}`),
        f.text(`area${n}`, `Area covered for company ${n}`)
      ])
    }
  ],
  crossCheck: (values) => {
    const errors = {};
    for (const n of pairs) {
      const company2 = String(values[`company${n}`] ?? "").trim();
      const area = String(values[`area${n}`] ?? "").trim();
      if (area && !company2) errors[`company${n}`] = `Add the company you cover this area for`;
    }
    return errors;
  }
};
var contractorFields = (full) => [
  {
    legend: "Depot details",
    fields: [
      f.text("depot", "Depot"),
      f.text("soCode", "SO code", false, { hint: "Your Kamo sales officer's code, if known" }),
      ...full ? [
        {
          name: "formDate",
          label: "Date",
          kind: "date",
          rule: isoDate
        }
      ] : [],
      f.text("applicatorCode", "Applicator code", false, { hint: "If you already have one" })
    ]
  },
  {
    legend: "About you and your firm",
    fields: [
      f.text("applicatorName", "Applicator name", full, { rule: personName("Applicator name") }),
      f.select("firmType", "Firm type", firmTypes, full, "Choose the firm type"),
      f.text("partnerNames", "Partners' names", false, { full: true }),
      f.dob(true),
      {
        name: "marriageAnniversary",
        label: "Marriage anniversary",
        kind: "date",
        rule: pastDate("Marriage anniversary")
      },
      f.mobile(),
      f.phone("officePhone", "Office phone"),
      f.phone("residentialPhone", "Residential phone"),
      f.paragraph("officeAddress", "Office address", full, { autoComplete: "street-address" })
    ]
  },
  {
    legend: "Tax and bank",
    fields: [
      f.tin(true),
      { name: "pan", label: "PAN", kind: "text", rule: pan, required: full, hint: "ABCDE1234F" },
      f.text("bankerName", "Banker name"),
      f.paragraph("bankerAddress", "Banker address")
    ]
  },
  {
    legend: "Your business",
    fields: [
      f.select(
        "partyInExistence",
        "Party in existence",
        partyInExistence,
        full,
        "How long has the firm been working?"
      ),
      {
        name: "competitors",
        label: "Companies whose paints you apply",
        kind: "checkboxes",
        options: competitorCompanies,
        full: true
      },
      f.amountLakh("turnoverLakh", "Firm turnover (\u20B9 lakh)")
    ]
  },
  {
    legend: "Projects undertaken (up to three)",
    intro: "Optional. Recent painting projects and their value.",
    fields: pairs.flatMap((n) => [
      f.text(`project${n}`, `Project ${n}`),
      f.amountLakh(`projectAmount${n}`, `Project ${n} amount (\u20B9 lakh)`)
    ])
  }
];
var contractor = {
  id: "contractor",
  title: "Applicator / contractor opening form",
  submitLabel: "Send my application",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(true)
};
var contractorShort = {
  id: "contractor-short",
  title: "Applicator / contractor quick registration",
  submitLabel: "Register",
  contact: { name: ["applicatorName"], mobile: ["mobile"] },
  sections: contractorFields(false)
};
var vendorRoles = [
  ["president", "President"],
  ["finance", "Finance"],
  ["sales", "Sales"],
  ["purchasing", "Purchasing"],
  ["contact", "Contact person"]
];
var currentYear = (/* @__PURE__ */ new Date()).getFullYear();
var vendor = {
  id: "vendor",
  title: "Supplier registration",
  submitLabel: "Send supplier details",
  contact: {
    name: ["contactName", "presidentName", "companyName"],
    email: "email",
    mobile: ["contactPhone", "telephone", "presidentPhone"]
  },
  sections: [
    {
      legend: "Company",
      fields: [
        f.text("companyName", "Company name", false, { autoComplete: "organization" }),
        f.email("email", "Email address", false),
        f.paragraph("address", "Address", false, { autoComplete: "street-address" }),
        f.text("city", "City", false, { autoComplete: "address-level2" }),
        state(false),
        {
          name: "zip",
          label: "PIN code",
          kind: "text",
          rule: pinCode,
          inputMode: "numeric",
          autoComplete: "postal-code"
        },
        f.phone("telephone", "Telephone"),
        f.phone("fax", "Fax"),
        { name: "gstin", label: "GSTIN", kind: "text", rule: gstin, hint: "27ABCDE1234F1Z5" }
      ]
    },
    ...vendorRoles.map(([key, role]) => ({
      legend: `Management contact: ${role}`,
      fields: [
        f.text(`${key}Name`, `${role}: name`, false, { rule: personName(`${role} name`) }),
        f.phone(`${key}Phone`, `${role}: phone`),
        f.phone(`${key}Fax`, `${role}: fax`),
        {
          name: `${key}Experience`,
          label: `${role}: experience (years)`,
          kind: "number",
          rule: wholeNumber(`${role} experience`, 0, 70),
          inputMode: "numeric"
        }
      ]
    })),
    {
      legend: "Company background",
      fields: [
        f.text("owner", "Owner"),
        f.select("businessType", "Business type", businessTypes, false, "Choose the business type"),
        {
          name: "yearEstablished",
          label: "Year established",
          kind: "number",
          rule: wholeNumber("Year established", 1850, currentYear),
          inputMode: "numeric"
        },
        f.select(
          "classification",
          "Classification",
          classifications,
          false,
          "Choose large or small"
        ),
        f.paragraph("processes", "Description of processes", true, {
          hint: "What you make and how: for example resin cooking, pigment grinding, can making"
        }),
        f.paragraph("capabilities", "Capabilities"),
        f.paragraph("materials", "Materials")
      ]
    },
    {
      legend: "Sales forecast (\u20B9 lakh)",
      fields: [
        f.amountLakh("salesNextYear", "Next year"),
        f.amountLakh("salesCurrentYear", "Current year"),
        f.amountLakh("salesPreviousYear", "Previous year"),
        f.amountLakh("salesPreviousThreeYears", "Previous three years")
      ]
    },
    {
      legend: "Top four customers",
      fields: [1, 2, 3, 4].map((n) => f.text(`customer${n}`, `Customer ${n}`))
    },
    {
      legend: "Quality registrations",
      fields: [
        { name: "iso9000Date", label: "ISO 9000 registration date", kind: "date", rule: isoDate },
        f.text("iso9000Registrar", "ISO 9000 registrar"),
        { name: "ts16949Date", label: "TS 16949 registration date", kind: "date", rule: isoDate },
        f.text("ts16949Registrar", "TS 16949 registrar")
      ]
    }
  ]
};
var leadForms = {
  consultation,
  "quick-contact": quickContact,
  "lets-talk": letsTalk,
  dealer,
  distributor,
  contractor,
  "contractor-short": contractorShort,
  vendor
};
function fieldsOf(definition) {
  return definition.sections.flatMap((s) => s.fields);
}
function requiredMessage(field) {
  if (field.kind === "select") return `Choose ${field.label.toLowerCase()}`;
  const label = /^[A-Z][a-z]/.test(field.label) ? field.label[0]?.toLowerCase() + field.label.slice(1) : field.label;
  return `Enter ${label}`;
}
function fieldSchema(field) {
  if (field.kind === "checkboxes") {
    const codes = (field.options ?? []).map((o) => o.value);
    return z6.array(z6.string()).optional().transform((list) => list ?? []).pipe(z6.array(z6.string()).max(codes.length)).refine((list) => list.every((v) => codes.includes(v)), "Choose from the list").transform((list) => [...new Set(list)]);
  }
  const rule = field.rule ?? shortText(field.label);
  if (field.required) {
    return z6.string({ error: requiredMessage(field) }).refine((v) => v.trim() !== "", { message: requiredMessage(field), abort: true }).pipe(rule);
  }
  return z6.string().optional().transform((v) => v === void 0 || v.trim() === "" ? void 0 : v).pipe(rule.optional());
}
function leadFormSchema(definition) {
  const shape = {};
  for (const field of fieldsOf(definition)) shape[field.name] = fieldSchema(field);
  return z6.object(shape).superRefine((values, ctx) => {
    for (const [path5, message] of Object.entries(
      definition.crossCheck?.(values) ?? {}
    ))
      ctx.addIssue({ code: "custom", path: [path5], message });
  });
}
var leadSchemas = Object.fromEntries(
  leadFormIds.map((id) => [id, leadFormSchema(leadForms[id])])
);
function displayValue(field, value) {
  const list = Array.isArray(value) ? value : [value];
  if (field.options)
    return list.map((v) => `${choiceLabel(field.options ?? [], v)} (${v})`).join(", ");
  return list.join(", ");
}
function labelledValues(id, data) {
  return fieldsOf(leadForms[id]).filter((field) => data[field.name] !== void 0).map((field) => ({
    name: field.name,
    label: field.label,
    value: displayValue(field, data[field.name])
  }));
}

// app/data/leads.server.ts
var leadEvents = singleton("lead-events", () => new EventEmitter());
function contactOf(form, data) {
  const definition = leadForms[form];
  const first = (names) => {
    const name2 = names.find((n) => typeof data[n] === "string" && data[n] !== "");
    return { field: name2, value: name2 ? String(data[name2]) : "" };
  };
  const name = first(definition.contact.name);
  const mobile = first(definition.contact.mobile);
  const email2 = definition.contact.email ? first([definition.contact.email]) : first([]);
  return { name, email: email2, mobile };
}
async function claimDeliveries(db, options) {
  const now = (options.now ?? /* @__PURE__ */ new Date()).toISOString();
  const leaseUntil = new Date(Date.parse(now) + options.leaseMs).toISOString();
  const postgres = dialectOf(db) === "postgres";
  const claimed = await db.updateTable("lead_deliveries").set({
    status: "delivering",
    locked_until: leaseUntil,
    locked_by: options.workerId,
    attempts: sql3`attempts + 1`,
    updated_at: now
  }).where(
    (eb) => eb(
      "id",
      "in",
      eb.selectFrom("lead_deliveries").select("id").where(
        (w) => w.or([
          w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
          w.and([w("status", "=", "delivering"), w("locked_until", "<=", now)])
        ])
      ).orderBy("id").limit(options.limit).$if(postgres, (q) => q.forUpdate().skipLocked())
    )
  ).where(
    (w) => w.or([
      w.and([w("status", "=", "pending"), w("next_attempt_at", "<=", now)]),
      w.and([w("status", "=", "delivering"), w("locked_until", "<=", now)])
    ])
  ).returning(["id", "lead_id", "attempts", "idempotency_key"]).execute();
  if (claimed.length === 0) return [];
  const leads = await db.selectFrom("leads").select(["id", "form", "name", "email", "mobile", "fields_json"]).where(
    "id",
    "in",
    claimed.map((c) => c.lead_id)
  ).execute();
  const byId = new Map(leads.map((l) => [l.id, l]));
  return claimed.sort((a, b) => a.id - b.id).flatMap((c) => {
    const row = byId.get(c.lead_id);
    if (!row) return [];
    return [
      {
        deliveryId: c.id,
        leadId: c.lead_id,
        attempts: Number(c.attempts),
        lead: crmLeadOf(row, c.idempotency_key)
      }
    ];
  });
}
function crmLeadOf(row, idempotencyKey) {
  const form = isLeadFormId(row.form) ? row.form : "quick-contact";
  const data = parseFields(row.fields_json);
  const contact = contactOf(form, data);
  const used = /* @__PURE__ */ new Set([contact.name.field, contact.email.field, contact.mobile.field]);
  return {
    call: form === "consultation" ? "consultation" : "lead",
    formTitle: leadForms[form].title,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    details: labelledValues(form, data).filter((v) => !used.has(v.name)).map(({ label, value }) => ({ label, value })),
    idempotencyKey
  };
}
function parseFields(json) {
  try {
    const value = JSON.parse(json);
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}
async function recordDeliverySuccess(db, delivery, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  const result = await db.updateTable("lead_deliveries").set({
    status: "delivered",
    delivered_at: at,
    last_status: delivery.status,
    locked_until: null,
    updated_at: at
  }).where("id", "=", delivery.deliveryId).where("locked_by", "=", delivery.workerId).where("status", "=", "delivering").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
function retryDelayMs(attempts, policy) {
  const exponential = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  const random = policy.random ?? Math.random;
  return Math.round(exponential / 2 + random() * exponential / 2);
}
async function recordDeliveryFailure(db, delivery, policy, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  const dead = delivery.attempts >= policy.maxAttempts;
  const result = await db.updateTable("lead_deliveries").set({
    status: dead ? "dead" : "pending",
    next_attempt_at: dead ? at : new Date(now.getTime() + retryDelayMs(delivery.attempts, policy)).toISOString(),
    last_error: delivery.error.slice(0, 1e3),
    last_status: delivery.status ?? null,
    locked_until: null,
    locked_by: null,
    updated_at: at
  }).where("id", "=", delivery.deliveryId).where("locked_by", "=", delivery.workerId).where("status", "=", "delivering").executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost-claim";
  return dead ? "dead" : "retry";
}
async function deliveryCounts(db) {
  const rows = await db.selectFrom("lead_deliveries").select(["status", db.fn.countAll().as("count")]).groupBy("status").execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

// app/data/lead-delivery.server.ts
async function deliverDueLeads(options) {
  const workerId = options.workerId ?? "worker";
  const send = options.send ?? sendLeadToCrm;
  const claimed = await claimDeliveries(options.db, {
    workerId,
    limit: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? defaultLeaseMs(options.config)
  });
  const result = { delivered: 0, retrying: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await send(delivery.lead, options.config);
      if (outcome.ok) {
        await recordDeliverySuccess(options.db, {
          deliveryId: delivery.deliveryId,
          workerId,
          status: outcome.status
        });
        result.delivered++;
        return;
      }
      const next = await recordDeliveryFailure(
        options.db,
        {
          deliveryId: delivery.deliveryId,
          workerId,
          attempts: delivery.attempts,
          error: outcome.error,
          status: outcome.status
        },
        options.policy
      );
      if (next === "dead") {
        result.dead++;
        options.log?.(
          `[leads] lead ${delivery.leadId} dead-lettered after ${delivery.attempts} attempts: ${outcome.error}`
        );
      } else result.retrying++;
    })
  );
  return result;
}
function defaultLeaseMs(config) {
  return config.timeoutMs * 3 + 3e4;
}
function startDeliveryWorker(options) {
  const workerId = options.workerId ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((m) => console.log(m));
  let stopped = false;
  let wake;
  const nudge = () => wake?.();
  leadEvents.on("stored", nudge);
  const loop = (async () => {
    while (!stopped) {
      let busy = false;
      try {
        const pass = await deliverDueLeads({ ...options, workerId, log });
        busy = pass.delivered + pass.retrying + pass.dead >= (options.batchSize ?? 10);
      } catch (error) {
        log(`[leads] delivery pass failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopped || busy) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = void 0;
    }
  })();
  return {
    async stop() {
      stopped = true;
      leadEvents.off("stored", nudge);
      wake?.();
      await loop;
    }
  };
}

// app/lib/form-session.server.ts
import { createHmac, randomBytes, randomUUID as randomUUID2, timingSafeEqual } from "node:crypto";
var SECRET_KEY = "form-session-secret";
var secretHolder = singleton("form-session-secret", () => ({
  secret: void 0,
  loading: void 0
}));
async function loadFormSessionSecret(db = getDatabase().db) {
  if (secretHolder.secret) return secretHolder.secret;
  secretHolder.loading ??= (async () => {
    const fromEnv = getEnv().FORM_SESSION_SECRET;
    if (fromEnv) return Buffer.from(fromEnv, "utf8");
    const existing = await readSecret(db);
    if (existing) return existing;
    await db.insertInto("app_meta").values({ key: SECRET_KEY, value: randomBytes(32).toString("base64"), updated_at: nowIso() }).onConflict((oc) => oc.column("key").doNothing()).execute();
    const stored = await readSecret(db);
    if (!stored) throw new Error("form session secret could not be stored");
    return stored;
  })();
  try {
    secretHolder.secret = await secretHolder.loading;
    return secretHolder.secret;
  } catch (error) {
    secretHolder.loading = void 0;
    throw error;
  }
}
async function readSecret(db) {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", SECRET_KEY).executeTakeFirst();
  return row ? Buffer.from(row.value, "base64") : void 0;
}

// server/background-jobs.ts
function startBackgroundJobs({
  env,
  database
}) {
  const stops = [];
  loadFormSessionSecret(database.db).catch(
    (error) => console.error("[leads] form session secret unavailable:", error)
  );
  const crm = crmConfigFromEnv(env);
  if (crm) {
    const worker = startDeliveryWorker({
      db: database.db,
      config: crm,
      pollMs: env.CRM_POLL_MS,
      policy: {
        maxAttempts: env.CRM_MAX_ATTEMPTS,
        baseMs: env.CRM_RETRY_BASE_MS,
        capMs: env.CRM_RETRY_CAP_MS
      }
    });
    stops.push(() => void worker.stop());
  } else {
    deliveryCounts(database.db).then((counts) => {
      const waiting = (counts.pending ?? 0) + (counts.delivering ?? 0);
      console.log(
        `[leads] CRM_BASE_URL not set: leads are stored and reported as not forwarded (${waiting} waiting)`
      );
    }).catch(() => void 0);
  }
  return {
    stop() {
      for (const stop of stops) stop();
    }
  };
}

// server/main.ts
async function main() {
  let env;
  try {
    env = getEnv();
    validateContent();
  } catch (error) {
    if (error instanceof EnvError || error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const buildDir = path4.dirname(fileURLToPath(import.meta.url));
  const database = getDatabase();
  const migrated = await migrateToLatest(database.db);
  if (migrated.length > 0) console.log(`[db] applied migrations: ${migrated.join(", ")}`);
  if (env.SEED_SAMPLE_CONTENT) {
    registerSeeders();
    const seeded = await seedSampleContent(database.db);
    if (seeded.length > 0) console.log(`[db] seeded sample content: ${seeded.join(", ")}`);
  }
  const build = await import(pathToFileURL(path4.join(buildDir, "server", "index.js")).href);
  const server = createAppServer({
    env,
    build,
    clientDir: path4.join(buildDir, "client"),
    database
  });
  const jobs = startBackgroundJobs({ env, database });
  server.listen(env.PORT, env.HOST, () => {
    console.log(
      `[server] Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description})`
    );
  });
  const shutdown = (signal) => {
    console.log(`[server] ${signal}: finishing open requests`);
    jobs.stop();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5e3).unref();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
main().catch((error) => {
  console.error(
    `[server] could not start: ${error instanceof Error ? error.message : String(error)}`
  );
  process.exit(1);
});
//# sourceMappingURL=server-main.js.map
