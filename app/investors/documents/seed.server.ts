import { formatEnglishDate } from "~/lib/i18n/format";
import { formerSubsidiary, listing } from "~/content/facts";
import { site } from "~/content/site";
import {
  renderSample,
  type SampleKind,
  type SampleSource,
} from "~/investors/documents/document-samples.server";
import type { DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import type { Seeder } from "~/db/seed.server";
import { insertSeedDocuments } from "./store.server";

/**
 * Sample investor documents for every category, FY 2021-22 to FY 2026-27 (up
 * to the seeding cut-off), in the shapes real filings take: quarterly results
 * and shareholding patterns, annual reports with a full-length version,
 * earnings-call audio, newspaper advertisements as images. Every file is
 * generated (see document-samples.server.ts) and marked as a sample; no
 * sample links to a recording that does not exist. Dates and names that other
 * pages also state come from app/content/facts.ts.
 */
export interface SampleDocument {
  category: string;
  subCategory?: string;
  date: string;
  description: string;
  pdf?: boolean;
  largeFile?: boolean;
  image?: boolean;
  audio?: boolean;
  audioLink?: string;
  video?: string;
}

/** Nothing is dated after this: the sample data ends where "today" was when it was written. */
const CUT_OFF = "2026-11-20";
const FIRST_FY = 2021;
const LAST_FY = 2026;

const BSE = "https://www.bseindia.com/corporates/ann.html";
const NSE = "https://www.nseindia.com/companies-listing/corporate-filings-announcements";
const EVOTING = "https://www.evoting.nsdl.com/";

const fyLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const longDate = (y: number, m: number, d: number) => formatEnglishDate(iso(y, m, d), "long");

/** The four quarters of a financial year: end date, label, and when results were declared. */
function quarters(fy: number) {
  return [
    { q: 1, end: [fy, 6, 30], results: [fy, 8, 9], shp: [fy, 7, 17] },
    { q: 2, end: [fy, 9, 30], results: [fy, 11, 11], shp: [fy, 10, 18] },
    { q: 3, end: [fy, 12, 31], results: [fy + 1, 2, 10], shp: [fy + 1, 1, 19] },
    { q: 4, end: [fy + 1, 3, 31], results: [fy + 1, 5, 23], shp: [fy + 1, 4, 17] },
  ] as const;
}

function financialResults(fy: number): SampleDocument[] {
  return quarters(fy).map(({ q, end, results }) => {
    const ended = longDate(end[0], end[1], end[2]);
    const audited = q === 4;
    return {
      category: "Financial Results",
      date: iso(results[0], results[1], results[2]),
      description: audited
        ? `Audited standalone and consolidated financial results for the quarter and financial year ended ${ended}, with the auditors' report of Mehta Khanna & Associates, Chartered Accountants, and the declaration on unmodified opinion. Also available at ${NSE}`
        : `Unaudited standalone and consolidated financial results for the quarter ended ${ended} (Q${q} FY ${fyLabel(fy)}), with the limited review report of the statutory auditors. Also available at ${BSE}`,
      pdf: true,
    };
  });
}

function shareholdingPattern(fy: number): SampleDocument[] {
  return quarters(fy).map(({ q, end, shp }) => ({
    category: "Shareholding Pattern",
    date: iso(shp[0], shp[1], shp[2]),
    description: `Shareholding pattern as on ${longDate(end[0], end[1], end[2])} (Q${q} FY ${fyLabel(fy)}) under Regulation 31 of the SEBI Listing Regulations: promoter and promoter group, public, and non-promoter non-public shareholders.`,
    pdf: true,
  }));
}

function presentations(fy: number): SampleDocument[] {
  return quarters(fy).flatMap(({ q, results }) => {
    const [y, m, d] = results;
    const label = `Q${q} FY ${fyLabel(fy)}`;
    const call = iso(y, m, d + 1);
    return [
      {
        category: "Presentation / Press Release/ Transcript",
        date: iso(y, m, d),
        description: `Press release: Kamo Paints reports ${label} results; decorative volumes grow in North and Central India as dealer network crosses new towns.`,
        pdf: true,
      },
      {
        category: "Presentation / Press Release/ Transcript",
        date: iso(y, m, d),
        description: `Investor presentation for ${label}: volume and value growth by range, gross margin bridge, working capital and capacity expansion at the Bahadurgarh and Nagpur plants.`,
        pdf: true,
      },
      {
        category: "Presentation / Press Release/ Transcript",
        date: call,
        description: `Audio recording and transcript of the ${label} earnings conference call with analysts and investors, hosted by Vikram Agarwal, Managing Director, and Nitin Malhotra, Chief Financial Officer.`,
        pdf: true,
        audio: true,
      },
    ];
  });
}

function annual(fy: number): SampleDocument[] {
  const label = fyLabel(fy);
  const agmYear = fy + 1;
  const agmNumber = agmYear - 2008;
  const subsidiary = fy <= formerSubsidiary.lastFinancialYear;
  const docs: SampleDocument[] = [
    {
      category: "Annual Report",
      date: iso(agmYear, 8, 27),
      description: `Annual Report ${label}: directors' report, management discussion and analysis, business responsibility and sustainability report, corporate governance report and audited financial statements. A full-length version with all annexures is also available.`,
      pdf: true,
      largeFile: true,
    },
    {
      category: "Annual Return",
      date: iso(agmYear, 11, 18),
      description: `Annual return in Form MGT-7 for the financial year ${label}, under Section 92(3) of the Companies Act, 2013.`,
      pdf: true,
    },
    // The subsidiary's accounts, return and AGM end with its last financial
    // year: it merged into the company after that (facts.ts).
    ...(subsidiary
      ? [
          {
            category: "Subsidiary Financials",
            date: iso(agmYear, 8, 20),
            description: `Audited financial statements of ${site.subsidiaryName} for the financial year ended 31 March ${agmYear}, with the auditors' report.`,
            pdf: true,
          },
          {
            category: site.subsidiaryName,
            date: iso(agmYear, 11, 25),
            description: `Annual return of ${site.subsidiaryName} in Form MGT-7A for the financial year ${label}.`,
            pdf: true,
          },
          {
            category: site.subsidiaryName,
            date: iso(agmYear, 9, 2),
            description: `Notice of the annual general meeting of ${site.subsidiaryName} for the financial year ${label}.`,
            pdf: true,
          },
        ]
      : []),
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 1),
      description: `Notice of the ${ordinal(agmNumber)} Annual General Meeting to be held on ${longDate(agmYear, 9, 26)} at 11:00 a.m. through video conferencing, with instructions for remote e-voting at ${EVOTING}`,
      pdf: true,
    },
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 27),
      description: `Voting results of the ${ordinal(agmNumber)} Annual General Meeting under Regulation 44(3), with the scrutinizer's report of Anjali Rao & Co., Company Secretaries.`,
      pdf: true,
    },
    {
      category: "General Meeting",
      subCategory: `${ordinal(agmNumber)} Annual General Meeting (${agmYear})`,
      date: iso(agmYear, 9, 28),
      description: `Proceedings and transcript of the ${ordinal(agmNumber)} Annual General Meeting held on ${longDate(agmYear, 9, 26)}.`,
      pdf: true,
    },
    {
      category: "Investor Information",
      date: iso(agmYear, 5, 24),
      description: `Final dividend of ₹${(1 + (fy - 2020) * 0.25).toFixed(2)} per equity share of ₹10 recommended for FY ${label}; record date ${longDate(agmYear, 9, 19)}. Tax deduction at source on dividend: communication to shareholders.`,
      pdf: true,
    },
    {
      category: "Investor Information",
      date: iso(agmYear, 10, 30),
      description: `List of shareholders whose dividend for FY ${fyLabel(fy - 6)} remains unclaimed and whose shares are due for transfer to the IEPF Authority. Claim through our registrar before the due date.`,
      pdf: true,
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Book closure and record date",
      date: iso(agmYear, 9, 5),
      description: `Intimation of record date (${longDate(agmYear, 9, 19)}) for the final dividend for FY ${label} and the ${ordinal(agmNumber)} Annual General Meeting.`,
      pdf: true,
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Transfer of shares to IEPF",
      date: iso(agmYear, 6, 14),
      description: `Notice to shareholders who have not claimed dividend for seven consecutive years: their shares will be transferred to the Investor Education and Protection Fund unless claimed. Newspaper advertisement attached.`,
      pdf: true,
      image: true,
    },
    {
      category: "Notice to Shareholders",
      subCategory: "Newspaper advertisements",
      date: iso(agmYear, 9, 3),
      description: `Newspaper advertisement on the ${ordinal(agmNumber)} AGM through video conferencing and e-voting, published in Business Standard (English) and Dainik Jagran (Hindi).`,
      image: true,
    },
  ];
  return docs;
}

function ordinal(n: number): string {
  const suffixes = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${suffixes[(v - 20) % 10] ?? suffixes[v] ?? "th"}`;
}

/** The ISO date of the day before an ISO date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The first day of the month after (y, m), as [year, month]. */
function nextMonth(y: number, m: number): [number, number] {
  return m === 12 ? [y + 1, 1] : [y, m + 1];
}

function stockExchange(fy: number): SampleDocument[] {
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
        pdf: true,
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Intimation of board meeting",
        date: iso(y, m, Math.max(1, d - 8)),
        description: `Intimation under Regulation 29: the board will meet on ${longDate(y, m, d)} to consider the financial results for ${label}.`,
        pdf: true,
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Outcome of board meeting",
        date: iso(y, m, d),
        description: `Outcome of the board meeting held on ${longDate(y, m, d)}: approval of the financial results for ${label}. Filed with BSE at ${BSE}`,
        pdf: true,
      },
      {
        category: "Stock Exchange Disclosures",
        subCategory: "Analyst and institutional investor meets",
        date: iso(y, m, Math.min(28, d + 1)),
        description: `Schedule of the ${label} earnings call with analysts and institutional investors; audio recording to follow within 24 hours.`,
        pdf: true,
      },
      ...(q === 1 || q === 3
        ? [
            {
              category: "Stock Exchange Disclosures",
              subCategory: "Compliance certificates",
              date: iso(afterYear, afterMonth, 12),
              description: `Compliance certificate under Regulation 7(3) and certificate under Regulation 74(5) of the SEBI Depositories and Participants Regulations for the period ended ${endText}.`,
              pdf: true,
            },
          ]
        : []),
    ];
  });
}

function regulation30(fy: number): SampleDocument[] {
  const events: Array<[number, number, number, string]> = [
    [
      fy,
      7,
      14,
      `CRISIL reaffirms the long-term bank facilities rating of Kamo Paints Limited at CRISIL A+/Stable for FY ${fyLabel(fy)}.`,
    ],
    [
      fy,
      10,
      6,
      "Commencement of commercial production of the second water-based emulsion line at the Nagpur plant, adding 36,000 kilolitres a year of capacity.",
    ],
    [
      fy + 1,
      1,
      22,
      "Receipt of an order from a state housing board for supply of exterior emulsions and primers for 2,400 affordable homes.",
    ],
  ];
  // Her first term began when she joined the board in 2020 (app/content/people.ts).
  if (fy === 2024)
    events.push([
      2025,
      3,
      5,
      `Re-appointment of Meera Iyer as an Independent Director for a second term of five years, subject to shareholders' approval. Details at ${NSE}`,
    ]);
  if (fy === 2024)
    events.push([
      2024,
      12,
      3,
      "Minor fire at the Jaipur depot contained within an hour; no injuries, stock insured, and supplies to dealers in Rajasthan continue from the Bahadurgarh plant.",
    ]);
  return events.map(([y, m, d, description]) => ({
    category: "Disclosure under Regulation 30 of LODR",
    date: iso(y, m, d),
    description,
    pdf: true,
  }));
}

const fixedDocuments: SampleDocument[] = [
  ...[
    ["Code of conduct for the board of directors and senior management", "2021-05-20"],
    ["Whistle blower policy and vigil mechanism", "2021-05-20"],
    ["Policy on related party transactions and materiality of such transactions", "2025-02-11"],
    ["Nomination and remuneration policy", "2022-08-08"],
    ["Corporate social responsibility policy", "2023-05-24"],
    ["Policy for determining material subsidiaries", "2022-08-08"],
    [
      "Policy for determination of materiality of events and information (Regulation 30)",
      "2023-08-10",
    ],
    [
      "Code of practices and procedures for fair disclosure of unpublished price sensitive information",
      "2024-05-22",
    ],
    ["Dividend distribution policy", "2021-05-20"],
    ["Risk management policy", "2024-11-12"],
    ["Archival policy: documents are kept on this website for at least five years", "2023-08-10"],
    [
      "Familiarisation programme for independent directors and terms of their appointment",
      "2026-05-21",
    ],
  ].map(([title, date]) => ({
    category: "Code of Conduct and Policies",
    date: date!,
    description: `${title}, as approved by the board of directors.`,
    pdf: true,
  })),
  ...[
    [
      "2021-04-14",
      "Listing approval from BSE Limited for 4,82,50,000 equity shares of ₹10 each; ISIN INE0KP801017.",
    ],
    [
      "2021-04-15",
      "Listing approval from the National Stock Exchange of India Limited; symbol KAMOPAINT.",
    ],
    [
      dayBefore(listing.tradingCommenced),
      `Trading approval from BSE and NSE; trading commenced on ${formatEnglishDate(listing.tradingCommenced, "long")}. Notice at ${BSE}`,
    ],
    [
      "2021-04-10",
      "Listing agreement executed with BSE Limited and the National Stock Exchange of India Limited.",
    ],
    [
      "2024-02-27",
      "Listing and trading approval for 2,15,000 equity shares allotted under the Kamo Employee Stock Option Scheme 2022.",
    ],
  ].map(([date, description]) => ({
    category: "Listing of Shares",
    date: date!,
    description: description!,
    pdf: true,
  })),
  ...[
    [
      "2024-11-12",
      `Scheme of arrangement for the amalgamation of ${formerSubsidiary.name} with Kamo Paints Limited, as approved by the board.`,
    ],
    [
      "2024-11-12",
      "Valuation report by a registered valuer and fairness opinion by a SEBI-registered category I merchant banker.",
    ],
    [
      "2024-11-12",
      "Report of the audit committee and of the committee of independent directors recommending the scheme.",
    ],
    [
      "2025-04-08",
      "Observation letters from BSE Limited and the National Stock Exchange of India Limited under Regulation 37.",
    ],
    [
      "2025-06-30",
      "Notice of the meeting of equity shareholders convened by order of the National Company Law Tribunal, Chandigarh Bench.",
    ],
    [
      "2025-08-14",
      "Scrutinizer's report and voting results of the tribunal-convened meeting of equity shareholders.",
    ],
    [
      formerSubsidiary.mergerSanctioned,
      `Order of the National Company Law Tribunal, Chandigarh Bench, sanctioning the scheme. Filed at ${NSE}`,
    ],
  ].map(([date, description]) => ({
    category: "Scheme of Arrangement",
    date: date!,
    description: description!,
    pdf: true,
  })),
  {
    category: "Notice to Shareholders",
    subCategory: "Postal ballot",
    date: "2025-01-16",
    description: `Postal ballot notice for the appointment of Arvind Nair as an independent director and approval of material related party transactions with ${formerSubsidiary.name}.`,
    pdf: true,
  },
  {
    category: "Notice to Shareholders",
    subCategory: "Postal ballot",
    date: "2025-02-19",
    description:
      "Results of the postal ballot with the scrutinizer's report: both resolutions passed with the requisite majority.",
    pdf: true,
  },
  {
    category: "Notice to Shareholders",
    subCategory: "KYC and nomination",
    date: "2023-06-12",
    description: `Letter to holders of physical shares on furnishing PAN, KYC details and nomination before 1 October 2023, with forms ISR-1, ISR-2, ISR-3, SH-13 and SH-14. The forms are also on SEBI's website, https://www.sebi.gov.in/`,
    pdf: true,
  },
  {
    category: "General Meeting",
    subCategory: "Extraordinary General Meeting (March 2023)",
    date: "2023-02-24",
    description:
      "Notice of the extraordinary general meeting on 22 March 2023 to approve the Kamo Employee Stock Option Scheme 2022.",
    pdf: true,
  },
  {
    category: "General Meeting",
    subCategory: "Extraordinary General Meeting (March 2023)",
    date: "2023-03-23",
    description:
      "Voting results and scrutinizer's report of the extraordinary general meeting held on 22 March 2023.",
    pdf: true,
  },
  {
    category: "Investor Information",
    date: "2026-02-12",
    description: `Interim dividend of ₹1.50 per equity share for FY 2025-26; record date 24 February 2026. Shareholders can check their dividend status with our registrar; its contacts are on the Investor Help Desk page.`,
    pdf: true,
  },
];

/** Every sample document, before files are generated. */
export function buildSampleDocuments(): SampleDocument[] {
  const all: SampleDocument[] = [...fixedDocuments];
  for (let fy = FIRST_FY; fy <= LAST_FY; fy++)
    all.push(
      ...financialResults(fy),
      ...shareholdingPattern(fy),
      ...presentations(fy),
      ...stockExchange(fy),
      ...regulation30(fy),
      ...annual(fy),
    );
  return all.filter((d) => d.date <= CUT_OFF);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
}

/** Inserts documents, generating each sample file once to record its size. */
export async function insertSampleDocuments(
  db: DB,
  documents: SampleDocument[],
  { measureFiles = true } = {},
): Promise<void> {
  const createdAt = nowIso();
  const audioBytes = measureFiles
    ? (await renderSample(sourceOf(documents[0]!), "audio")).length
    : null;
  const rows = [];
  for (const [index, d] of documents.entries()) {
    const source = sourceOf(d);
    const size = async (on: boolean | undefined, kind: SampleKind) =>
      on && measureFiles ? (await renderSample(source, kind)).length : null;
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
      created_at: createdAt,
    });
  }
  await insertSeedDocuments(db, rows);
}

function sourceOf(d: SampleDocument): SampleSource {
  return {
    category: d.category,
    subCategory: d.subCategory ?? "",
    date: d.date,
    description: d.description,
  };
}

export const investorDocumentsSeeder: Seeder = {
  name: "investor-documents",
  seed: (db) => insertSampleDocuments(db, buildSampleDocuments()),
};
