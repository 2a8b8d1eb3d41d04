import { company } from "~/content/company";
import { companyDomain } from "~/content/facts";
import { company as hiCompany } from "~/content/hi/company";
import { formatDate as formatDateIn, formatEnglishDate } from "~/lib/i18n/format";
import type { CalendarEvent, EventOfKind } from "./event";
import { fyLabel, quarterLabel, quarterRange, type FiscalQuarter } from "./financial-year";
import type { IsoDate, IstDateTime } from "~/lib/ist";
import { financialYearName, quarterName } from "./messages";
import { closureForResults } from "./trading-window";

/**
 * Sample calendar for FY 2026-27 and FY 2027-28, for the seed (written on
 * 25 November 2026). Past events match the sample filings the documents seed
 * makes (app/investors/documents/seed.server.ts) and name them in
 * `filings`: the seeder resolves those to document ids, which only exist once
 * the documents are stored. Trading-window closures are derived from the
 * results dates by the SEBI rule (trading-window.ts), never typed in.
 * Checked against the event schema by sample-events.test.ts.
 */
export interface FilingRef {
  category: string;
  subCategory?: string;
  date: IsoDate;
}

/** An event's words in Hindi, as investor relations would write them in the staff area. */
export interface EventText {
  title: string;
  purpose?: string;
  description?: string;
  location?: string;
}

export interface SampleEvent {
  event: CalendarEvent;
  filings: FilingRef[];
  /** Absent for closures: their text is the code's, in every language (messages.ts). */
  hi?: EventText;
}

const HI = "hi";
const hiDate = (day: IsoDate) => formatDateIn(HI, day, "long");
/** "18th" → "18वीं": Hindi ordinals of meetings take वीं whatever the number. */
const hiOrdinal = (english: string) => `${parseInt(english, 10)}वीं`;

const DOMAIN = companyDomain;
// When the company published each year's calendar, and when past events got their filings linked.
const FY27_PUBLISHED = "2026-04-06T05:30:00.000Z";
const FY28_PUBLISHED = "2026-11-20T06:00:00.000Z";

const slug = ({ fy, q }: FiscalQuarter) =>
  `q${q}-fy${fy}-${String((fy + 1) % 100).padStart(2, "0")}`;
const disclosure = (subCategory: string, date: IsoDate): FilingRef => ({
  category: "Stock Exchange Disclosures",
  subCategory,
  date,
});
const REGISTERED_OFFICE = company.offices[0]?.addressLines.join(", ");
const HI_REGISTERED_OFFICE = hiCompany.offices?.[0]?.addressLines?.join(", ");

/** Past events (with `linkedAt`) were revised once, when their filings were linked. */
function stamps(createdAt: string, linkedAt: string | undefined) {
  return {
    sequence: linkedAt ? 1 : 0,
    status: "scheduled" as const,
    relatedDocumentIds: [],
    createdAt,
    updatedAt: linkedAt ?? createdAt,
  };
}

/** The seed files an intimation eight days before each results board meeting. */
const eightDaysBefore = (date: IsoDate) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 8 * 86_400_000).toISOString().slice(0, 10);

interface QuarterPlan {
  period: FiscalQuarter;
  /** Day of the board meeting; the results follow the same afternoon. */
  day: IsoDate;
  /** Known once the results are out; until then only the day is. */
  declaredAt?: IstDateTime;
  createdAt: string;
  /** Set for past meetings: when their filings were linked (sequence 1). */
  linkedAt?: string;
}

function hindiPurposeFor(period: FiscalQuarter): string {
  const ended = hiDate(quarterRange(period).end);
  if (period.q === 4) {
    return `${ended} को समाप्त तिमाही और वित्तीय वर्ष के लेखापरीक्षित एकल और समेकित वित्तीय परिणामों पर विचार और उनका अनुमोदन, और ${financialYearName(HI, period.fy)} के अंतिम लाभांश की सिफ़ारिश पर विचार`;
  }
  return `${ended} को समाप्त तिमाही (${quarterName(HI, period)}) के अलेखापरीक्षित एकल और समेकित वित्तीय परिणामों पर विचार और उनका अनुमोदन`;
}

function purposeFor(period: FiscalQuarter): string {
  const ended = formatEnglishDate(quarterRange(period).end, "long");
  if (period.q === 4) {
    return `To consider and approve the audited standalone and consolidated financial results for the quarter and financial year ended ${ended}, and to consider recommending a final dividend for ${fyLabel(period.fy)}`;
  }
  return `To consider and approve the unaudited standalone and consolidated financial results for the quarter ended ${ended} (${quarterLabel(period)})`;
}

/** A results board meeting, its results, and the trading-window closure they end. */
function quarter(plan: QuarterPlan): SampleEvent[] {
  const { period, day } = plan;
  const label = quarterLabel(period);
  const hindiLabel = quarterName(HI, period);
  const past = plan.linkedAt !== undefined;
  const common = stamps(plan.createdAt, plan.linkedAt);
  const results: EventOfKind<"results"> = {
    kind: "results",
    uid: `results-${slug(period)}@${DOMAIN}`,
    title: `${label} financial results`,
    when: plan.declaredAt
      ? { allDay: false, start: plan.declaredAt }
      : { allDay: true, start: day },
    period,
    description: plan.declaredAt
      ? "Published on the stock exchanges and on this site as soon as the board approved them."
      : "The time will be announced with the outcome of the board meeting.",
    ...common,
  };
  const closureEnd = quarterRange(period).end;
  return [
    {
      event: {
        kind: "board-meeting",
        uid: `board-meeting-${slug(period)}@${DOMAIN}`,
        title: `Board meeting: ${label} results`,
        when: { allDay: false, start: `${day}T11:00`, end: `${day}T15:00` },
        ...(REGISTERED_OFFICE ? { location: REGISTERED_OFFICE } : {}),
        purpose: purposeFor(period),
        resultsFor: period,
        ...common,
      },
      hi: {
        title: `बोर्ड बैठक: ${hindiLabel} के परिणाम`,
        purpose: hindiPurposeFor(period),
        ...(HI_REGISTERED_OFFICE ? { location: HI_REGISTERED_OFFICE } : {}),
      },
      filings: past
        ? [
            disclosure("Intimation of board meeting", eightDaysBefore(day)),
            disclosure("Outcome of board meeting", day),
          ]
        : [],
    },
    {
      event: results,
      hi: {
        title: `${hindiLabel} के वित्तीय परिणाम`,
        description: plan.declaredAt
          ? "बोर्ड की मंज़ूरी मिलते ही स्टॉक एक्सचेंजों और इस वेबसाइट पर प्रकाशित।"
          : "समय बोर्ड बैठक के नतीजे के साथ घोषित किया जाएगा।",
      },
      filings: past ? [{ category: "Financial Results", date: day }] : [],
    },
    {
      event: closureForResults(results),
      // The seed files each closure notice on the 24th of the quarter's last month.
      filings: past ? [disclosure("Closure of trading window", `${closureEnd.slice(0, 8)}24`)] : [],
    },
  ];
}

interface DividendPlan {
  /** The year the dividend is for. */
  fy: number;
  agmNumber: string;
  agmDay: IsoDate;
  /** Under T+1 settlement the ex-date is the record date itself. */
  recordDay: IsoDate;
  paymentDay: IsoDate;
  perShare: string;
  createdAt: string;
  linkedAt?: string;
  tentative: boolean;
}

/** The AGM, and the record, ex-dividend and payment dates of the final dividend it declares. */
function agmAndDividend(plan: DividendPlan): SampleEvent[] {
  const year = plan.agmDay.slice(0, 4);
  const dividend = `Final dividend of ₹${plan.perShare} per equity share of ₹10 for ${fyLabel(plan.fy)}`;
  const proviso = plan.tentative
    ? " Tentative: the board confirms the date when it recommends the dividend in May."
    : "";
  const hindiYear = financialYearName(HI, plan.fy);
  const hindiDividend = `${hindiYear} के लिए ₹10 के प्रत्येक इक्विटी शेयर पर ₹${plan.perShare} का अंतिम लाभांश`;
  const hindiProviso = plan.tentative
    ? "अस्थायी: बोर्ड मई में लाभांश की सिफ़ारिश करते समय यह तिथि पक्की करेगा।"
    : undefined;
  const hindiAgm = `${hiOrdinal(plan.agmNumber)} वार्षिक आम बैठक`;
  const past = plan.linkedAt !== undefined;
  const common = stamps(plan.createdAt, plan.linkedAt);
  const agmFilings = (dates: IsoDate[]): FilingRef[] =>
    dates.map((date) => ({
      category: "General Meeting",
      subCategory: `${plan.agmNumber} Annual General Meeting (${year})`,
      date,
    }));
  const recordNotice: FilingRef = {
    category: "Notice to Shareholders",
    subCategory: "Book closure and record date",
    date: `${year}-09-05`,
  };
  return [
    {
      event: {
        kind: "general-meeting",
        uid: `agm-${year}@${DOMAIN}`,
        title: `${plan.agmNumber} Annual General Meeting`,
        meeting: "AGM",
        mode: "video-conference",
        when: { allDay: false, start: `${plan.agmDay}T11:00`, end: `${plan.agmDay}T13:00` },
        description: `Held through video conference; shareholders vote by remote e-voting before the meeting or e-voting during it.${proviso}`,
        ...common,
      },
      hi: {
        title: hindiAgm,
        description: [
          "वीडियो कॉन्फ़्रेंस से आयोजित; शेयरधारक बैठक से पहले रिमोट ई-वोटिंग से या बैठक के दौरान ई-वोटिंग से मतदान करते हैं।",
          hindiProviso,
        ]
          .filter(Boolean)
          .join(" "),
      },
      filings: past ? agmFilings([`${year}-09-01`, `${year}-09-27`, `${year}-09-28`]) : [],
    },
    {
      event: {
        kind: "record-date",
        uid: `record-date-final-dividend-${plan.fy}@${DOMAIN}`,
        title: `Record date: final dividend ${fyLabel(plan.fy)}`,
        when: { allDay: true, start: plan.recordDay },
        purpose: `${dividend}, and the right to vote at the ${plan.agmNumber} AGM`,
        ...(proviso ? { description: proviso.trim() } : {}),
        ...common,
      },
      hi: {
        title: `रिकॉर्ड तिथि: ${hindiYear} का अंतिम लाभांश`,
        purpose: `${hindiDividend}, और ${hindiAgm} में मतदान का अधिकार`,
        ...(hindiProviso ? { description: hindiProviso } : {}),
      },
      filings: past
        ? [recordNotice, { category: "Investor Information", date: `${year}-05-24` }]
        : [],
    },
    {
      event: {
        kind: "ex-dividend-date",
        uid: `ex-date-final-dividend-${plan.fy}@${DOMAIN}`,
        title: `Ex-dividend date: final dividend ${fyLabel(plan.fy)}`,
        when: { allDay: true, start: plan.recordDay },
        purpose: `${dividend}. Shares bought on or after this day do not carry it.`,
        ...(proviso ? { description: proviso.trim() } : {}),
        ...common,
      },
      hi: {
        title: `एक्स-डिविडेंड तिथि: ${hindiYear} का अंतिम लाभांश`,
        purpose: `${hindiDividend}। इस दिन या उसके बाद ख़रीदे गए शेयरों पर यह लाभांश नहीं मिलता।`,
        ...(hindiProviso ? { description: hindiProviso } : {}),
      },
      filings: past ? [recordNotice] : [],
    },
    {
      event: {
        kind: "dividend-payment-date",
        uid: `payment-final-dividend-${plan.fy}@${DOMAIN}`,
        title: `Payment of the final dividend ${fyLabel(plan.fy)}`,
        when: { allDay: true, start: plan.paymentDay },
        purpose: `${dividend}, paid to the bank accounts registered with the depositories or the registrar`,
        ...(proviso ? { description: proviso.trim() } : {}),
        ...common,
      },
      hi: {
        title: `${hindiYear} के अंतिम लाभांश का भुगतान`,
        purpose: `${hindiDividend}, डिपॉज़िटरी या रजिस्ट्रार के पास दर्ज बैंक खातों में`,
        ...(hindiProviso ? { description: hindiProviso } : {}),
      },
      filings: [],
    },
  ];
}

const cancelledEgm: SampleEvent = {
  event: {
    kind: "general-meeting",
    uid: `egm-2027-01@${DOMAIN}`,
    title: "Extraordinary General Meeting",
    meeting: "EGM",
    mode: "hybrid",
    when: { allDay: false, start: "2027-01-15T11:00", end: "2027-01-15T12:30" },
    location: "India Habitat Centre, Lodhi Road, New Delhi, and by video conference",
    description:
      "Called to approve raising the borrowing limits. Cancelled: the resolution will be put to shareholders by postal ballot instead.",
    sequence: 1,
    status: "cancelled",
    relatedDocumentIds: [],
    createdAt: "2026-11-02T09:00:00.000Z",
    updatedAt: "2026-11-18T10:15:00.000Z",
  },
  hi: {
    title: "असाधारण आम बैठक",
    location: "इंडिया हैबिटैट सेंटर, लोधी रोड, नई दिल्ली, और वीडियो कॉन्फ़्रेंस से",
    description:
      "उधार सीमा बढ़ाने की मंज़ूरी के लिए बुलाई गई थी। रद्द: यह प्रस्ताव अब डाक मतपत्र (पोस्टल बैलट) से शेयरधारकों के सामने रखा जाएगा।",
  },
  filings: [],
};

export const sampleEvents: SampleEvent[] = [
  // FY 2026-27. Q4 FY 2025-26 results (May) fall in this year, as does their closure from 1 April.
  ...quarter({
    period: { fy: 2025, q: 4 },
    day: "2026-05-23",
    declaredAt: "2026-05-23T15:30",
    createdAt: FY27_PUBLISHED,
    linkedAt: "2026-05-25T06:00:00.000Z",
  }),
  ...quarter({
    period: { fy: 2026, q: 1 },
    day: "2026-08-09",
    declaredAt: "2026-08-09T15:30",
    createdAt: FY27_PUBLISHED,
    linkedAt: "2026-08-11T06:00:00.000Z",
  }),
  ...agmAndDividend({
    fy: 2025,
    agmNumber: "18th",
    agmDay: "2026-09-26",
    recordDay: "2026-09-19",
    paymentDay: "2026-10-14",
    perShare: "2.25",
    createdAt: FY27_PUBLISHED,
    linkedAt: "2026-09-29T06:00:00.000Z",
    tentative: false,
  }),
  ...quarter({
    period: { fy: 2026, q: 2 },
    day: "2026-11-11",
    declaredAt: "2026-11-11T15:30",
    createdAt: FY27_PUBLISHED,
    linkedAt: "2026-11-13T06:00:00.000Z",
  }),
  cancelledEgm,
  ...quarter({ period: { fy: 2026, q: 3 }, day: "2027-02-10", createdAt: FY27_PUBLISHED }),
  // FY 2027-28.
  ...quarter({ period: { fy: 2026, q: 4 }, day: "2027-05-21", createdAt: FY28_PUBLISHED }),
  ...quarter({ period: { fy: 2027, q: 1 }, day: "2027-08-09", createdAt: FY28_PUBLISHED }),
  ...agmAndDividend({
    fy: 2026,
    agmNumber: "19th",
    agmDay: "2027-09-24",
    recordDay: "2027-09-17",
    paymentDay: "2027-10-14",
    perShare: "2.50",
    createdAt: FY28_PUBLISHED,
    tentative: true,
  }),
  ...quarter({ period: { fy: 2027, q: 2 }, day: "2027-11-11", createdAt: FY28_PUBLISHED }),
  ...quarter({ period: { fy: 2027, q: 3 }, day: "2028-02-10", createdAt: FY28_PUBLISHED }),
];
