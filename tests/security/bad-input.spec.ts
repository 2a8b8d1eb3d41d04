import http from "node:http";
import { test } from "@playwright/test";
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "~/db/client.server";
import { companyDomain } from "~/content/facts";
import { contentChanged } from "~/db/content-version.server";
import { leadFormIds } from "~/leads/forms/definitions";
import { staffRoles } from "~/staff/shell/roles";
import { expect } from "../e2e/fixtures";
import { createStaffAccount } from "../e2e/staff-fixtures";
import { freePort } from "../free-port";
import { actionRoutes, fillPattern, parametersOf, type ActionRoute } from "./action-routes";
import { expectSecurityHeaders } from "./expect-headers";
import { xmlProblem } from "../xml-well-formed";
import { signInCookie, startSiteServer, type SiteServer } from "./harness";

/**
 * Issue 41, bad input on one server of this file's own (its log is read).
 *
 * "A 4xx for every bad request": every action route of the site,
 * public and staff, read from app/routes.ts, is sent bodies no browser form
 * sends: text/plain, JSON, multipart without a boundary (and with one its
 * parts do not use), invalid UTF-8, invalid percent-encoding, and nothing.
 * Each must answer a 4xx with the security headers, and the server's log
 * must hold no stack trace. Staff routes are posted with a signed-in session
 * holding every role, and the bodies carry its valid CSRF token, so what is
 * tested is the action, not the sign-in redirect. The alert pages get the
 * signed links of a subscription made the way anyone can: by signing up and
 * reading the confirmation mail.
 *
 * "Feeds and calendars stay valid": staff save text holding control
 * characters through the real forms (urlencoded and multipart), which must
 * store it without them; rows that hold them already (saved before, or read
 * from an ERP) must not reach the feeds either. The Atom feed and the sitemap
 * are read by a strict XML parser (expat), the calendar files by ical.js.
 */
const AT_ONCE = 8;
const URLENCODED = "application/x-www-form-urlencoded";

interface BadBody {
  name: string;
  contentType: string;
  body: (csrf: string) => Buffer;
}

/** One text part per field, in multipart/form-data's own format. */
function multipart(boundary: string, fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}

const BAD_BODIES: BadBody[] = [
  {
    // What a page on another site can post without a preflight (enctype="text/plain").
    name: "text/plain",
    contentType: "text/plain",
    body: (csrf) => Buffer.from(`_csrf=${csrf}\r\nemail=someone@example.com\r\n`),
  },
  {
    name: "JSON",
    contentType: "application/json",
    body: (csrf) => Buffer.from(JSON.stringify({ _csrf: csrf, email: "someone@example.com" })),
  },
  {
    name: "multipart without a boundary",
    contentType: "multipart/form-data",
    body: (csrf) => Buffer.from(multipart("kamo", { _csrf: csrf, email: "someone@example.com" })),
  },
  {
    name: "multipart whose parts do not use its boundary",
    contentType: "multipart/form-data; boundary=declared",
    body: (csrf) => Buffer.from(multipart("kamo", { _csrf: csrf, email: "someone@example.com" })),
  },
  {
    name: "invalid UTF-8",
    contentType: URLENCODED,
    // Raw bytes that are no UTF-8 (FF FE) and an encoded broken sequence (C3 28).
    body: (csrf) =>
      Buffer.concat([
        Buffer.from(`_csrf=${csrf}&email=a`),
        Buffer.from([0xff, 0xfe]),
        Buffer.from("%40example.com&name=%C3%28"),
      ]),
  },
  {
    name: "invalid percent-encoding",
    contentType: URLENCODED,
    body: (csrf) => Buffer.from(`_csrf=${csrf}&email=a%zz%40example.com&name=%E0%A4%`),
  },
  { name: "an empty body", contentType: URLENCODED, body: () => Buffer.alloc(0) },
];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request on a connection of its own (no pooled keep-alive connection the server may have closed). */
function send(
  origin: string,
  path: string,
  {
    method,
    headers = {},
    body,
  }: { method: "GET" | "POST"; headers?: Record<string, string | number>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, origin),
      { method, agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined)
              headers[name] = Array.isArray(value) ? value.join(", ") : value;
          resolve({
            status: response.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function post(
  origin: string,
  path: string,
  contentType: string,
  body: Buffer,
  cookie?: string,
): Promise<Answer> {
  return send(origin, path, {
    method: "POST",
    body,
    headers: {
      Origin: origin,
      "Content-Type": contentType,
      "Content-Length": body.length,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

/** Runs the tasks with at most `limit` under way at once. */
async function bounded<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Mails the site sends, caught by a real SMTP server (npm smtp-server) of this test. */
async function startMailCatcher(): Promise<{
  port: number;
  mails: string[];
  stop: () => Promise<void>;
}> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push(Buffer.concat(chunks).toString("utf8"));
        callback(null);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port, mails, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Signs an address up for alerts as anyone can, and reads the signed links
 * from its confirmation mail: `confirm` and `manage` (unsubscribe takes the
 * manage link's token).
 */
async function subscriptionLinks(
  origin: string,
  mails: string[],
): Promise<{ confirm: string; manage: string }> {
  const page = await (await fetch(`${origin}/investors/alerts`)).text();
  const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(page)?.[1] ?? "";
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  ))
    fields.append(name!, value!.replace(/&amp;/g, "&"));
  const email = `bodies-${Date.now().toString(36)}@example.in`;
  fields.set("email", email);
  fields.set("scope", "all");
  fields.set("frequency", "immediate");
  const answer = await fetch(`${origin}/investors/alerts`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": URLENCODED },
    body: fields,
  });
  expect(answer.status, "the alert sign-up is accepted").toBeLessThan(400);
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const raw of mails) {
      const mail = await PostalMime.parse(raw);
      if (!mail.to?.some((to) => to.address === email)) continue;
      const link = (route: string) =>
        new RegExp(`https?://\\S+?(/investors/alerts/${route}\\?t=[\\w.-]+)`).exec(
          mail.text ?? "",
        )?.[1];
      const confirm = link("confirm");
      const manage = link("manage");
      if (confirm && manage) return { confirm, manage };
      throw new Error(`no confirm and manage links in:\n${mail.text}`);
    }
    if (Date.now() > deadline) throw new Error("no confirmation mail within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Samples {
  query: Record<string, string>;
  values: Record<string, string[]>;
}

/**
 * Real values for each route parameter, from the server's sample database:
 * a route reached with an unknown id would answer 404 before its action
 * reads the body. Keyed by the route's area (the path segment after
 * /staff, or the first one) and the parameter's name; a parameter without a
 * value fails the test, naming it, rather than being skipped.
 */
async function sampleValues(
  server: SiteServer,
  otherAccountEmail: string,
  links: { confirm: string; manage: string },
): Promise<Samples> {
  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const { db } = handle;
    const first = async (query: Promise<{ value: string | number } | undefined>) =>
      String((await query)?.value ?? "1");
    const user = db
      .selectFrom("staff_users")
      .select("id as value")
      .where("email", "=", otherAccountEmail);
    const document = first(db.selectFrom("documents").select("id as value").executeTakeFirst());
    const blog = first(db.selectFrom("blog_posts").select("id as value").executeTakeFirst());
    const news = first(db.selectFrom("news_items").select("id as value").executeTakeFirst());
    const faq = first(db.selectFrom("faqs").select("id as value").executeTakeFirst());
    const subCategory = first(
      db.selectFrom("catalogue_sub_categories").select("id as value").executeTakeFirst(),
    );
    // /forms/:form answers for the forms without a page of their own; the others redirect there.
    const embeddedForms: string[] = [];
    for (const form of leadFormIds) {
      const page = await fetch(`${server.origin}/forms/${form}`, { redirect: "manual" });
      if (page.status === 200) embeddedForms.push(form);
    }
    expect(embeddedForms.length, "forms answered at /forms/:form").toBeGreaterThan(0);
    const values: Record<string, string[]> = {
      "forms:form": embeddedForms,
      "users:id": [await first(user.executeTakeFirst())],
      "documents:id": [await document],
      "documents:change": ["unpublish"],
      "documents:locale": ["hi"],
      "calendar:uid": [
        await first(
          db.selectFrom("calendar_events").select("uid as value").orderBy("id").executeTakeFirst(),
        ),
      ],
      "calendar:locale": ["hi"],
      "blog:id": [await blog],
      "blog:locale": ["hi"],
      "news:id": [await news],
      "news:locale": ["hi"],
      "faq:id": [await faq],
      "faq:locale": ["hi"],
      "catalogue:subCategoryId": [await subCategory],
      "catalogue:productId": [
        await first(db.selectFrom("catalogue_products").select("id as value").executeTakeFirst()),
      ],
      "catalogue:itemId": [
        await first(db.selectFrom("catalogue_items").select("id as value").executeTakeFirst()),
      ],
      "catalogue:level": ["sub-categories"],
      "catalogue:id": [await subCategory],
      "leads:id": [await first(db.selectFrom("leads").select("id as value").executeTakeFirst())],
      // /staff/bookings/areas/:id takes a service area, /staff/bookings/:id a booked visit.
      "bookings:id": [
        ...new Set([
          await first(db.selectFrom("visit_areas").select("id as value").executeTakeFirst()),
          await first(db.selectFrom("visit_bookings").select("id as value").executeTakeFirst()),
        ]),
      ],
      "dealers:code": [
        await first(db.selectFrom("dealers").select("code as value").executeTakeFirst()),
      ],
      // /staff/privacy/:id takes a person's request, /staff/privacy/breaches/:id an incident.
      "privacy:id": [
        ...new Set([
          await first(db.selectFrom("privacy_requests").select("id as value").executeTakeFirst()),
          await first(db.selectFrom("breach_incidents").select("id as value").executeTakeFirst()),
        ]),
      ],
    };
    const token = (link: string) => new URL(link, server.origin).search;
    return {
      values,
      query: {
        "/investors/alerts/confirm": token(links.confirm),
        "/investors/alerts/manage": token(links.manage),
        "/investors/alerts/unsubscribe": token(links.manage),
      },
    };
  } finally {
    await handle.close();
  }
}

/** The route's area: the segment after /staff for the staff area, else the first one. */
function areaOf(pattern: string): string {
  const segments = pattern.split("/").filter(Boolean);
  const withoutLocale = segments[0] === "hi" ? segments.slice(1) : segments;
  return withoutLocale[0] === "staff" ? (withoutLocale[1] ?? "") : (withoutLocale[0] ?? "");
}

/** Each address a route is posted at: its pattern filled in every way the samples allow. */
function addressesOf(route: ActionRoute, samples: Samples): string[] {
  let filled: Array<Record<string, string>> = [{}];
  for (const name of parametersOf(route.pattern)) {
    const options = samples.values[`${areaOf(route.pattern)}:${name}`];
    if (!options)
      throw new Error(
        `no sample value for :${name} of ${route.pattern} (${route.file}): add one to sampleValues()`,
      );
    filled = filled.flatMap((values) => options.map((value) => ({ ...values, [name]: value })));
  }
  const withoutLocale = route.pattern.replace(/^\/hi(?=\/)/, "");
  const query = samples.query[withoutLocale] ?? "";
  return filled.map((values) => fillPattern(route.pattern, values) + query);
}

/** A fresh account with every role and two-step sign-in, signed in: its cookie and CSRF token. */
async function signedInWithEveryRole(server: SiteServer) {
  const account = await createStaffAccount({
    roles: [...staffRoles],
    totp: true,
    dataDir: server.dataDir,
  });
  const cookie = await signInCookie(server.origin, account);
  const accountPage = await fetch(`${server.origin}/staff/account`, {
    headers: { Cookie: cookie },
  });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await accountPage.text())?.[1];
  if (!csrf) throw new Error(`no CSRF token on /staff/account (${accountPage.status})`);
  return { cookie, csrf };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

test.describe("bad bodies and control characters", { tag: "@http" }, () => {
  // One server for both tests, in this order, in one worker.
  test.describe.configure({ mode: "default", timeout: 240_000 });
  let server: SiteServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;

  test.beforeAll(async () => {
    // Starting a server compresses every static file; slow on a busy machine.
    test.setTimeout(300_000);
    mail = await startMailCatcher();
    server = await startSiteServer(await freePort(), {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_FROM: "Kamo Paints Investor Relations <investors@kamopaints.in>",
      ALERTS_POLL_MS: "200",
      // Many posts from one address: a 429 would hide what each action does.
      LEADS_RATE_LIMIT_PER_HOUR: "0",
      LEADS_MIN_FILL_SECONDS: "0",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await mail?.stop();
  });

  test("every action answers a 4xx with the security headers to an unreadable or empty body, and the log holds no stack trace", async () => {
    const routes = actionRoutes();
    const patterns = routes.map((r) => r.pattern);
    // The route table really was read: both parts of the site, and the two the issue names.
    expect(routes.length, "action routes found in app/routes.ts").toBeGreaterThanOrEqual(50);
    expect(patterns).toContain("/investors/alerts/manage");
    expect(patterns).toContain("/hi/investors/alerts/manage");
    expect(patterns).toContain("/staff/sign-in");
    expect(patterns.filter((p) => p.startsWith("/staff/")).length).toBeGreaterThanOrEqual(35);

    const { cookie, csrf } = await signedInWithEveryRole(server);
    const other = await createStaffAccount({ roles: ["sales"], dataDir: server.dataDir });
    const samples = await sampleValues(
      server,
      other.email,
      await subscriptionLinks(server.origin, mail.mails),
    );

    // Signing out ends the session the other staff posts use: those go last, after the rest.
    const signOut = (route: ActionRoute) => route.pattern === "/staff/sign-out";
    const cases = [...routes.filter((route) => !signOut(route)), ...routes.filter(signOut)].flatMap(
      (route) =>
        addressesOf(route, samples).flatMap((address) =>
          BAD_BODIES.map((bad) => ({ route, address, bad })),
        ),
    );
    const sendCase = ({ address, bad }: (typeof cases)[number]) => {
      // The sign-in is the way in: posted without a session, as a stranger would.
      const signedIn = address.startsWith("/staff/") && !address.startsWith("/staff/sign-in");
      return post(
        server.origin,
        address,
        bad.contentType,
        bad.body(signedIn ? csrf : "no-session"),
        signedIn ? cookie : undefined,
      );
    };
    const found = cases.findIndex(({ route }) => signOut(route));
    const last = found === -1 ? cases.length : found;
    const answers = [
      ...(await bounded(
        cases.slice(0, last).map((c) => () => sendCase(c)),
        AT_ONCE,
      )),
      ...(await bounded(
        cases.slice(last).map((c) => () => sendCase(c)),
        1,
      )),
    ];

    const failures: string[] = [];
    answers.forEach((answer, i) => {
      const { address, bad } = cases[i]!;
      const label = `POST ${address} with ${bad.name}`;
      if (answer.status < 400 || answer.status > 499)
        failures.push(
          `${label}: ${answer.status} ${answer.body.slice(0, 160).replace(/\s+/g, " ")}`,
        );
      // A staff route must have been reached past sign-in, with every role.
      if (
        address.startsWith("/staff/") &&
        !address.startsWith("/staff/sign-in") &&
        /session has ended|does not have access|Sign in to the staff area/i.test(answer.body)
      )
        failures.push(`${label}: refused before the action (${answer.status})`);
      const kind = (answer.headers["content-type"] ?? "").startsWith("text/html") ? "page" : "file";
      expectSecurityHeaders(answer.headers, label, kind);
    });
    expect(failures, `${failures.length} of ${cases.length} posts`).toEqual([]);

    // The session lasted through every post (sign-out's too), so none was answered as signed out.
    const after = await send(server.origin, "/staff/account", {
      method: "GET",
      headers: { Cookie: cookie },
    });
    expect(after.status, "still signed in after every post").toBe(200);

    // Give the log a moment to arrive from the other process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.output();
    expect(log, "stack trace lines in the log").not.toMatch(/^\s+at /m);
    // The log is JSON lines (ADR 66): a stack trace is a field, an error a level.
    expect(log, "stack traces in the log").not.toContain('"stack"');
    expect(log, "error lines in the log").not.toContain('"level":"error"');
    expect(log).not.toContain("request failed");
    expect(log).not.toMatch(/\b(Type)?Error\b/);
  });

  test("staff text is saved without control characters, and no feed or calendar file carries any", async () => {
    const { cookie, csrf } = await signedInWithEveryRole(server);
    const handle = openDatabase({ dataDir: server.dataDir });
    try {
      const { db } = handle;
      // The two newest filings: both are in the feed, which lists the 30 newest.
      const [edited, legacy] = await db
        .selectFrom("documents")
        .select(["id", "category", "sub_category", "document_date"])
        .where("published", "=", 1)
        .orderBy("document_date", "desc")
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      if (!edited || !legacy) throw new Error("the sample database has no published documents");
      // A row that holds them already (saved before the rule, or read from an ERP).
      await db
        .updateTable("documents")
        .set({
          description: "Outcome of the board meeting\u001b[0m held today\u000b, with\u0085 results",
        })
        .where("id", "=", legacy.id)
        .execute();
      // The next date in the calendar: in the feed, which spans this financial year and the next.
      const legacyEvent = await db
        .selectFrom("calendar_events")
        .select(["id", "uid"])
        .where("starts_at", ">=", new Date().toISOString().slice(0, 10))
        .orderBy("starts_at")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("calendar_events")
        .set({ title: "Annual General Meeting\u001b\u0007", location: "Bahadurgarh\u000c" })
        .where("id", "=", legacyEvent.id)
        .execute();
      await contentChanged(db);

      // A filing's description edited in the staff area (a multipart form).
      const documentForm = new FormData();
      for (const [name, value] of Object.entries({
        _csrf: csrf,
        category: edited.category,
        subCategory: edited.sub_category,
        date: edited.document_date ?? "",
        description:
          "Intimation\u001b[31m of the record date\u000b for the\u0000 final dividend\u009b",
        largeFileUrl: "",
        imageUrl: "",
        audioUrl: "",
        audioLinkUrl: "",
        videoUrl: "",
      }))
        documentForm.set(name, value);
      const savedDocument = await fetch(`${server.origin}/staff/documents/${edited.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.origin },
        body: documentForm,
      });
      expect(savedDocument.status, await savedDocument.clone().text()).toBe(302);

      // A calendar event added in the staff area (a URL-encoded form).
      const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const savedEvent = await fetch(`${server.origin}/staff/calendar/new`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Cookie: cookie,
          Origin: server.origin,
          "Content-Type": URLENCODED,
        },
        body: new URLSearchParams({
          _csrf: csrf,
          kind: "board-meeting",
          title: "Board meeting\u001b[2J with controls\u0007",
          purpose: "To consider\u000b the results\u007f",
          description: "First line\u0000\nSecond line\u0085",
          location: "Kamo House\u001f, Bahadurgarh",
          startDate: inAMonth,
          startTime: "11:00",
          documents: String(edited.id),
        }),
      });
      expect(savedEvent.status, await savedEvent.clone().text()).toBe(302);

      // Stored without them.
      const storedDocument = await db
        .selectFrom("documents")
        .select("description")
        .where("id", "=", edited.id)
        .executeTakeFirstOrThrow();
      expect(storedDocument.description).toBe(
        "Intimation[31m of the record date for the final dividend",
      );
      const storedEvent = await db
        .selectFrom("calendar_events")
        .selectAll()
        .where("title", "like", "Board meeting%with controls%")
        .executeTakeFirstOrThrow();
      expect(storedEvent.title).toBe("Board meeting[2J with controls");
      for (const text of [storedEvent.purpose, storedEvent.description, storedEvent.location])
        expect(text ?? "").not.toMatch(CONTROL);

      // Every file made from them, read by parsers that share no code with ours.
      const atom = await (await fetch(`${server.origin}/investors/disclosures.atom`)).text();
      expect(atom).toContain("Intimation[31m of the record date");
      expect(atom).toContain("Outcome of the board meeting[0m held today, with results");
      expect(xmlProblem(atom), "the Atom feed is well-formed XML").toBeNull();
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      expect(xmlProblem(sitemap), "the sitemap is well-formed XML").toBeNull();

      const files = {
        "calendar.ics": await (await fetch(`${server.origin}/investors/calendar.ics`)).text(),
        "the new event's file": await (
          await fetch(
            `${server.origin}/investors/calendar/events/${encodeURIComponent(storedEvent.uid)}.ics`,
          )
        ).text(),
        "the legacy event's file": await (
          await fetch(
            `${server.origin}/investors/calendar/events/${encodeURIComponent(legacyEvent.uid)}.ics`,
          )
        ).text(),
      };
      for (const [name, ics] of Object.entries(files)) {
        expect(ics.startsWith("BEGIN:VCALENDAR\r\n"), name).toBe(true);
        expect(ics.endsWith("END:VCALENDAR\r\n"), `${name} ends with CRLF`).toBe(true);
        expect(ics.replace(/\r\n/g, ""), `${name}: control characters`).not.toMatch(
          // eslint-disable-next-line no-control-regex
          /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/,
        );
        const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");
        expect(events.length, `${name}: events`).toBeGreaterThan(0);
      }
      const feedEvents = new ICAL.Component(ICAL.parse(files["calendar.ics"]))
        .getAllSubcomponents("vevent")
        .map((event) => new ICAL.Event(event));
      expect(feedEvents.find((e) => e.uid === storedEvent.uid)?.summary).toBe(
        "Board meeting[2J with controls",
      );
      expect(feedEvents.find((e) => e.uid === legacyEvent.uid)?.summary).toMatch(
        /^(Cancelled: )?Annual General Meeting$/,
      );
      // The new event's UID names the company's domain, as every UID will for good.
      expect(storedEvent.uid.endsWith(`@${companyDomain}`)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
