import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type MetaDescriptor } from "react-router";
import { describe, expect, test } from "vitest";
import { documentPages } from "./content";
import { DocumentFileLinks } from "./documents/DocumentFileLinks";
import { DocumentFilters } from "./documents/DocumentFilters";
import { DocumentGroups } from "./documents/DocumentGroups";
import { DocumentTable } from "./documents/DocumentTable";
import type { InvestorDocument } from "./documents/document-types";
import { documentPageIn, investorsIn } from "./localized-content";
import { documentPageMeta, investorMeta } from "./meta";
import { playerPage, playerRefusal } from "./routes/investors.listen";

/**
 * The investor pages in Hindi (issue 25): Hindi words and dates around the
 * English text staff wrote, which is marked lang="en", and links that stay in
 * the page's language.
 */

const at = (path: string, node: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

const filing: InvestorDocument = {
  key: "7",
  date: "2024-08-09",
  subCategory: "Outcome of board meeting",
  description: "Unaudited results for Q1, filed at https://www.bseindia.com/x",
  files: [
    { kind: "pdf", href: "/documents/7/q1.pdf", bytes: 2886 },
    { kind: "audio", href: "/documents/7/q1.mp3", bytes: 86_000 },
  ],
};

describe("content in a page's language", () => {
  test("Hindi text over the English record; paths and categories stay", () => {
    const hindi = documentPageIn("hi", "/financial-results");
    expect(hindi?.title).toBe("वित्तीय परिणाम");
    expect(hindi?.category).toBe("Financial Results");
    expect(documentPageIn("en", "/financial-results")?.title).toBe("Financial Results");
    expect(investorsIn("hi").documentPages.map((p) => p.path)).toEqual(
      documentPages.map((p) => p.path),
    );
    expect(investorsIn("hi").regulation46Rows[0]?.item).toBe("कंपनी के कारोबार का विवरण");
    expect(investorsIn("hi").regulation46Rows[0]?.href).toBe("/about#business-model");
    expect(documentPageIn("hi", "/no-such-page")).toBeUndefined();
  });
});

describe("a Hindi listing", () => {
  test("the table has Hindi headers and dates; the description is marked English", () => {
    // As listInvestorDocuments gives it on a Hindi page when staff wrote no Hindi description.
    const html = at(
      "/hi/financial-results",
      <DocumentTable documents={[{ ...filing, descriptionLang: "en" }]} caption="वित्तीय परिणाम" />,
    );
    expect(html).toContain(">तिथि</th>");
    expect(html).toContain(">विवरण</th>");
    expect(html).toContain('<time dateTime="2024-08-09">9 अगस्त 2024</time>');
    expect(html).toContain(">फ़ाइलें</th>");
    expect(html).toMatch(/<span lang="en">Unaudited results for Q1, filed at <a /);
    // The hidden note inside the English text is Hindi, and says so.
    expect(html).toContain('<span class="visually-hidden" lang="hi"> (नए टैब में खुलता है)</span>');
  });

  test("a description staff translated is shown unmarked (ADR 27)", () => {
    const html = at(
      "/hi/financial-results",
      <DocumentTable
        documents={[{ ...filing, description: "पहली तिमाही के अलेखापरीक्षित परिणाम" }]}
        caption="वित्तीय परिणाम"
      />,
    );
    expect(html).toContain("<td>पहली तिमाही के अलेखापरीक्षित परिणाम</td>");
  });

  test("the same table in English has no lang marks and English words", () => {
    const html = at(
      "/financial-results",
      <DocumentTable documents={[filing]} caption="Financial Results" />,
    );
    expect(html).toContain('<time dateTime="2024-08-09">9 Aug 2024</time>');
    expect(html).not.toContain("lang=");
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>');
  });

  test("file links name type, size and date in Hindi; the audio player is asked for Hindi", () => {
    const html = at(
      "/hi/presentation",
      <DocumentFileLinks files={filing.files} date={filing.date} />,
    );
    expect(html).toContain(
      'PDF<span class="visually-hidden"> (2.8 KB), 9 अगस्त 2024 का दस्तावेज़</span>',
    );
    expect(html).toContain("(MP3 ऑडियो, 84 KB), नई विंडो में चलता है, 9 अगस्त 2024 का दस्तावेज़");
    const href = /href="(\/investors\/listen\?[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    const query = new URL(href!, "http://x").searchParams;
    expect(query.get("lang")).toBe("hi");
    expect(query.has("title"), "the player names the recording itself").toBe(false);
  });

  test("filters post to the Hindi page, with Hindi year labels and count", () => {
    const html = at(
      "/hi/financial-results",
      <DocumentFilters
        path="/financial-results"
        filters={{ year: "2023-24", q: "unaudited" }}
        years={["2024-25", "2023-24"]}
        shown={3}
        total={14}
      />,
    );
    expect(html).toContain('action="/hi/financial-results"');
    expect(html).toContain('<option value="">सभी वर्ष</option>');
    expect(html).toContain('<option value="2023-24" selected="">वित्त वर्ष 2023-24</option>');
    expect(html).toContain(
      "वित्त वर्ष 2023-24 के “unaudited” से मेल खाते 3 दस्तावेज़ दिखाए जा रहे हैं, कुल 14 में से।",
    );
    expect(html).toContain('<a class="document-filters__clear" href="/hi/financial-results">');
  });

  test("the English count reads as before, with and without filters", () => {
    const props = { path: "/financial-results", years: ["2023-24"], total: 14 };
    expect(
      at(
        "/financial-results",
        <DocumentFilters {...props} filters={{ year: "2023-24" }} shown={1} />,
      ),
    ).toContain("Showing 1 document of 14 for FY 2023-24.");
    expect(
      at("/financial-results", <DocumentFilters {...props} filters={{ q: "board" }} shown={3} />),
    ).toContain("Showing 3 documents of 14 matching “board”.");
    expect(
      at("/financial-results", <DocumentFilters {...props} filters={{}} shown={14} />),
    ).toContain("14 documents, newest first.");
  });

  test("groups: the sub-category is marked English, an unnamed group is named in Hindi", () => {
    const html = at(
      "/hi/stock-exchange-disclosures",
      <DocumentGroups
        open={false}
        groups={[
          { subCategory: "Outcome of board meeting", documents: [filing] },
          { subCategory: "", documents: [{ ...filing, key: "8", subCategory: "" }] },
        ]}
      />,
    );
    expect(html).toContain(
      '<span class="document-group__title"><span lang="en">Outcome of board meeting</span></span>',
    );
    expect(html).toContain('<span class="document-group__title">अन्य दस्तावेज़</span>');
    expect(html).toContain(
      '<caption><span lang="en">Outcome of board meeting</span>, सबसे नए पहले</caption>',
    );
    expect(html).toContain('<span class="document-group__count">1 दस्तावेज़</span>');
  });
});

describe("meta", () => {
  const args = (pathname: string) => ({ location: { pathname }, matches: [] });
  const content = (tags: MetaDescriptor[], key: string) =>
    (tags.find((tag) => "property" in tag && tag.property === key) as { content?: string })
      ?.content;

  test("a Hindi page has a Hindi title, description and Open Graph locale", () => {
    const tags = investorMeta("zone")(args("/hi/investor-zone"));
    expect(tags).toContainEqual({ title: "निवेशक ज़ोन | Kamo Paints" });
    expect(content(tags, "og:locale")).toBe("hi_IN");
    expect(content(tags, "og:description")).toMatch(/^कामो पेंट्स लिमिटेड के सभी निवेशक पेज/);
  });

  test("a listing's meta is its page record in the page's language", () => {
    const tags = documentPageMeta(
      args("/hi/financial-results"),
      documentPageIn("hi", "/financial-results"),
    );
    expect(content(tags, "og:title")).toBe("वित्तीय परिणाम | Kamo Paints");
    const unknown = documentPageMeta(args("/hi/x"), undefined);
    expect(unknown).toContainEqual({ title: "निवेशक दस्तावेज़ | Kamo Paints" });
  });
});

describe("the audio player window", () => {
  const show = async (response: Response) => ({
    status: response.status,
    text: await response.text(),
  });

  test("speaks the language it is asked for, naming the recording from its document", async () => {
    const hindi = await show(playerPage("/documents/7/q1.mp3", "Q1 earnings call", "hi"));
    expect(hindi.text).toContain('<html lang="hi-IN">');
    // The document's own (English) description, marked as English on a Hindi page.
    expect(hindi.text).toContain('<h1 lang="en">Q1 earnings call</h1>');
    expect(hindi.text).toContain(
      'अगर कुछ न सुनाई दे, तो <a href="/documents/7/q1.mp3">रिकॉर्डिंग डाउनलोड करें</a>।',
    );
    const english = await show(playerPage("/documents/7/q1.mp3", "Q1 earnings call", "en"));
    expect(english.text).toContain('<html lang="en-IN">');
    expect(english.text).toContain("<h1>Q1 earnings call</h1>");
    expect(english.text).toContain(
      'Your browser cannot play this recording. <a href="/documents/7/q1.mp3">Download the recording</a>.',
    );
    expect(await show(playerRefusal(404, "hi"))).toEqual({
      status: 404,
      text: "यह ऑडियो लिंक सही नहीं है।\n",
    });
  });

  test("an address and a description are put in the page as text", async () => {
    const { text } = await show(playerPage("/documents/7/a$&b.mp3", "<b>Q1</b> & more", "en"));
    expect(text).toContain('<a href="/documents/7/a$&amp;b.mp3">download the recording</a>');
    expect(text).toContain("<h1>&lt;b&gt;Q1&lt;/b&gt; &amp; more</h1>");
  });
});
