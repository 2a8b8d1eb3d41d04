import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatDate } from "~/lib/i18n/format";
import { site } from "../../app/content/site";
import { elements, htmlOf, sectionById, textOf } from "./html";

/**
 * Issue 26, "Facts that disagree": a fact the site states in two places is
 * the same in both, in English and in Hindi. Each test reads the rendered
 * pages (as a visitor gets them, over HTTP), takes the fact from the page
 * that is its record (the stock exchange filing, the tribunal's order, the
 * news item) and finds every other page's statement of it. Each statement
 * must be found, so a reworded sentence fails here until the test reads it.
 */

type Locale = "en" | "hi";
const prefix = (locale: Locale) => (locale === "hi" ? "/hi" : "");
const figure = (text: string) => Number(text.replace(/,/g, ""));

/** One row per document: its date (ISO) and its description. */
async function documentRows(request: APIRequestContext, path: string) {
  const rows = elements(await htmlOf(request, path), "tr").flatMap((row) => {
    const date = /<time dateTime="(\d{4}-\d{2}-\d{2})"/i.exec(row)?.[1];
    return date ? [{ date, text: textOf(row) }] : [];
  });
  expect(rows.length, `document rows on ${path}`).toBeGreaterThan(0);
  return rows;
}

/** The about page's milestones: year and what happened. */
async function timeline(request: APIRequestContext, locale: Locale) {
  const html = sectionById(await htmlOf(request, `${prefix(locale)}/about`), "success-story");
  const entries = elements(html, "li").map((item) => ({
    year: Number(textOf(elements(item, "h3")[0] ?? "")),
    text: textOf(elements(item, "p")[0] ?? ""),
  }));
  expect(entries.length, "milestones on /about").toBeGreaterThan(3);
  return entries;
}

/** The first match of a pattern in a page's text: the group that matched. */
async function statement(request: APIRequestContext, path: string, pattern: RegExp) {
  const text = textOf(await htmlOf(request, path));
  const found = pattern.exec(text);
  expect(found, `${path} states ${pattern}`).not.toBeNull();
  return found!.slice(1).find((group) => group !== undefined)!;
}

test.describe("facts stated on more than one page agree", { tag: "@http" }, () => {
  test("the year the shares were listed", async ({ request }) => {
    const [, day, year] = /trading commenced on (\d{1,2} \w+ (\d{4}))/.exec(
      (await documentRows(request, "/listing-of-shares")).map((row) => row.text).join(" "),
    )!;
    expect(day, "the trading approval on /listing-of-shares").toBeTruthy();

    const stated: Array<[string, string]> = [];
    for (const locale of ["en", "hi"] as const) {
      const listed = (await timeline(request, locale)).filter((entry) =>
        locale === "en" ? /shares listed/i.test(entry.text) : /शेयर.*सूचीबद्ध/.test(entry.text),
      );
      expect(listed, `${locale} /about: one milestone for the listing`).toHaveLength(1);
      stated.push([`${prefix(locale)}/about`, String(listed[0]!.year)]);
    }
    // A profile states it in its page's language (or in English, until the page is translated).
    const listedIn = /listed its shares in (\d{4})|(\d{4}) में उसके शेयर सूचीबद्ध हुए/;
    const publicOffering =
      /initial public offering in (\d{4})|(\d{4}) में कंपनी के आरंभिक सार्वजनिक निर्गम/;
    const biographies: Array<[string, RegExp]> = [
      ["/harish-chandra-agarwal", listedIn],
      ["/sunil-kumar-bansal", publicOffering],
      ["/hi/harish-chandra-agarwal", listedIn],
      ["/hi/sunil-kumar-bansal", publicOffering],
    ];
    for (const [path, pattern] of biographies)
      stated.push([path, await statement(request, path, pattern)]);
    expect(Object.fromEntries(stated)).toEqual(
      Object.fromEntries(stated.map(([path]) => [path, year])),
    );
  });

  test("the dealer network: the news of a milestone, the milestones and today's size", async ({
    request,
  }) => {
    // The news item that reports a milestone, and the month it was published.
    const news = elements(await htmlOf(request, "/news"), "article").flatMap((card) => {
      const crossed = /crosses ([\d,]+) dealers/.exec(textOf(card));
      const date = /dateTime="(\d{4})-(\d{2})-\d{2}"/i.exec(card);
      return crossed && date ? [{ dealers: figure(crossed[1]!), year: Number(date[1]) }] : [];
    });
    expect(news.length, "a news item reporting a dealer milestone").toBeGreaterThan(0);

    for (const locale of ["en", "hi"] as const) {
      const milestones = (await timeline(request, locale)).flatMap((entry) => {
        const dealers = /(\d{1,3}(?:,\d{2,3})+)/.exec(entry.text);
        return /dealer|डीलर/i.test(entry.text) && dealers
          ? [{ dealers: figure(dealers[1]!), year: entry.year }]
          : [];
      });
      expect(milestones.length, `${locale} dealer milestones on /about`).toBeGreaterThan(1);
      for (const item of news)
        expect(
          milestones.filter((milestone) => milestone.dealers === item.dealers),
          `${locale} /about: the year the network passed ${item.dealers}`,
        ).toEqual([{ dealers: item.dealers, year: item.year }]);

      // Every page that says how big the network is today says the latest milestone.
      const today = Math.max(...milestones.map((milestone) => milestone.dealers));
      const current =
        locale === "en"
          ? /(?:over|more than) ([\d,]+) dealers|Dealers and distributors ([\d,]+)\+/gi
          : /([\d,]+) से (?:ज़्यादा|अधिक) डीलर|डीलर और डिस्ट्रीब्यूटर ([\d,]+)\+/g;
      const sizes: string[] = [];
      for (const path of ["", "/about", "/harish-chandra-agarwal", "/dealer"]) {
        const page = `${prefix(locale)}${path}` || "/";
        const html = await htmlOf(request, page);
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
        for (const match of `${textOf(html)} ${description}`.matchAll(current))
          sizes.push(`${page}: ${figure(match[1] ?? match[2]!)}`);
      }
      // Home (facts, intro, description, footer), about, a biography, the dealer page.
      expect(sizes.length, `${locale} statements of today's network`).toBeGreaterThan(8);
      expect(sizes).toEqual(sizes.map((size) => size.replace(/\d+$/, String(today))));
    }
  });

  test("the former subsidiary: merged when the tribunal sanctioned it, and nothing after", async ({
    request,
  }) => {
    const order = (await documentRows(request, "/scheme-of-arrangement")).filter((row) =>
      /sanctioning the scheme/.test(row.text),
    );
    expect(order, "the tribunal's order on /scheme-of-arrangement").toHaveLength(1);
    const sanctioned = order[0]!.date;
    const year = Number(sanctioned.slice(0, 4));

    // No filing of the merged company dated after its merger: no later AGM, accounts or return.
    for (const path of ["/subsidiary-financials", site.specialPaths.subsidiaryListing]) {
      const later = (await documentRows(request, path)).filter((row) => row.date > sanctioned);
      expect(later, `${path}: filings after ${sanctioned}`).toEqual([]);
    }

    for (const locale of ["en", "hi"] as const) {
      const date = formatDate(locale, sanctioned, "long");
      const merged = (await timeline(request, locale)).filter((entry) =>
        /merged|विलय/.test(entry.text),
      );
      expect(merged, `${locale} /about: the merger`).toHaveLength(1);
      expect(merged[0]!.year).toBe(year);
      expect(merged[0]!.text).toContain(date);
      // The pages about the scheme and the former subsidiary state the same date.
      for (const path of [
        "/scheme-of-arrangement",
        "/subsidiary-financials",
        site.specialPaths.subsidiaryListing,
      ]) {
        const page = `${prefix(locale)}${path}`;
        const lead = textOf(
          /<p class="investor-intro__lead">([\s\S]*?)<\/p>/.exec(
            await htmlOf(request, page),
          )?.[1] ?? "",
        );
        const dates = [...lead.matchAll(/\d{1,2} \S+ \d{4}/g)].map((match) => match[0]);
        expect(dates, `${page}: the sanction date`).toEqual([date]);
      }
      // It no longer has an office of its own.
      for (const path of ["", "/contact"]) {
        const page = `${prefix(locale)}${path}` || "/";
        const offices = elements(await htmlOf(request, page), "h3")
          .map(textOf)
          .filter((heading) => /Kamo|कामो/.test(heading));
        expect(offices.length, `${page}: office cards`).toBeGreaterThan(0);
        expect(offices, `${page}: offices`).not.toContain(site.subsidiaryName);
        expect(offices, `${page}: offices`).not.toContain("कामो कलर्स प्राइवेट लिमिटेड");
      }
    }
  });
});
