import type {
  DocumentPage,
  HelpDeskContact,
  KeyManagerialPerson,
  Regulation46Row,
} from "./content.schema";
import { company } from "~/content/company";
import { financialYear, formerSubsidiary, longDate } from "~/content/facts";
import { site } from "~/content/site";

/** How the former subsidiary's pages describe it: merged, with its last year (facts.ts). */
const merged = `merged into the company by the scheme the tribunal sanctioned on ${longDate("en", formerSubsidiary.mergerSanctioned)}`;
const lastYear = `FY ${financialYear(formerSubsidiary.lastFinancialYear)}`;

/**
 * Investor-relations content: which page shows which document category, the
 * help-desk contacts, the Regulation 46 index and the fixed PAN/KYC notice.
 * Content is data: an editor changes a phone number or a page description here,
 * without reading React. Plain data (ADR 24): content.schema.ts checks it on
 * the server at start-up and in the unit tests.
 * People, phone numbers and addresses are fictional.
 */

export const documentPages: readonly DocumentPage[] = [
  {
    path: "/financial-results",
    category: "Financial Results",
    layout: "table",
    title: "Financial Results",
    shortTitle: "Financial results",
    description:
      "Quarterly and annual standalone and consolidated financial results of Kamo Paints Limited, as filed with the stock exchanges under Regulation 33 of the SEBI Listing Regulations.",
    keywords:
      "Kamo Paints financial results, quarterly results, Regulation 33, paint company results",
  },
  {
    path: "/annual-results",
    category: "Annual Report",
    layout: "table",
    title: "Annual Report",
    shortTitle: "Annual reports",
    description:
      "Annual reports of Kamo Paints Limited with the directors' report, management discussion and analysis, corporate governance report and audited financial statements.",
    keywords: "Kamo Paints annual report, directors report, audited financial statements",
  },
  {
    path: "/annual-return",
    category: "Annual Return",
    layout: "table",
    title: "Annual Return",
    shortTitle: "Annual returns",
    description:
      "Annual returns in Form MGT-7 filed under Section 92 of the Companies Act, 2013, kept here for every financial year.",
    keywords: "Kamo Paints annual return, MGT-7, Section 92",
  },
  {
    path: "/shareholding-pattern",
    category: "Shareholding Pattern",
    layout: "table",
    title: "Shareholding Pattern",
    shortTitle: "Shareholding pattern",
    description:
      "Quarterly shareholding pattern of Kamo Paints Limited filed under Regulation 31 of the SEBI Listing Regulations.",
    keywords: "Kamo Paints shareholding pattern, Regulation 31, promoter holding",
  },
  {
    path: "/investor-information",
    category: "Investor Information",
    layout: "table",
    title: "Investor Information",
    shortTitle: "Investor information",
    description:
      "Dividend history, unclaimed dividend lists, record dates, credit ratings and other information for shareholders of Kamo Paints Limited.",
    keywords: "Kamo Paints investor information, dividend, unclaimed dividend, IEPF",
  },
  {
    path: "/notice-to-shareholders",
    category: "Notice to Shareholders",
    layout: "groups",
    title: "Notice to Shareholders",
    shortTitle: "Notice to shareholders",
    description:
      "Notices to shareholders of Kamo Paints Limited, including the norms for furnishing PAN, KYC details and nomination, postal ballots, book closure and IEPF transfer notices.",
    keywords: "Kamo Paints notice to shareholders, PAN KYC nomination, postal ballot, IEPF notice",
  },
  {
    path: "/presentation",
    category: "Presentation / Press Release/ Transcript",
    layout: "table",
    title: "Presentation / Press Release / Transcript",
    shortTitle: "Presentations, press releases and transcripts",
    description:
      "Investor presentations, press releases, earnings call recordings and transcripts of Kamo Paints Limited.",
    keywords: "Kamo Paints investor presentation, press release, earnings call transcript",
  },
  {
    path: "/code-of-conduct",
    category: "Code of Conduct and Policies",
    layout: "table",
    title: "Code of Conduct and Policies",
    shortTitle: "Code of conduct and policies",
    description:
      "The code of conduct for directors and senior management and the policies of Kamo Paints Limited required by the Companies Act, 2013 and the SEBI Listing Regulations.",
    keywords: "Kamo Paints code of conduct, policies, whistle blower policy, CSR policy",
  },
  {
    path: "/stock-exchange-disclosures",
    category: "Stock Exchange Disclosures",
    layout: "groups",
    title: "Stock Exchange Disclosures",
    shortTitle: "Stock exchange disclosures",
    description:
      "Intimations and disclosures filed by Kamo Paints Limited with BSE and NSE, grouped by type: board meetings, outcomes, trading window, analyst meets and compliance certificates.",
    keywords: "Kamo Paints stock exchange disclosures, BSE, NSE, board meeting intimation",
  },
  {
    path: "/subsidiary-financials",
    category: "Subsidiary Financials",
    layout: "table",
    title: "Subsidiary Financials",
    shortTitle: "Subsidiary financials",
    description: `Audited financial statements of ${site.subsidiaryName}, the wholly owned subsidiary of Kamo Paints Limited until it ${merged}, for each financial year up to its last, ${lastYear}.`,
    keywords: "Kamo Paints subsidiary financials, Kamo Colours financial statements",
  },
  {
    path: "/scheme-of-arrangement",
    category: "Scheme of Arrangement",
    layout: "table",
    title: "Scheme of Arrangement",
    shortTitle: "Scheme of arrangement",
    description: `Documents for the scheme of arrangement by which ${formerSubsidiary.name}, the company's wholly owned subsidiary, amalgamated with Kamo Paints Limited: the scheme, valuation and fairness reports, exchange observation letters and the tribunal's orders, up to its sanction on ${longDate("en", formerSubsidiary.mergerSanctioned)}.`,
    keywords: "Kamo Paints scheme of arrangement, amalgamation, NCLT order",
  },
  {
    path: "/general-meeting",
    category: "General Meeting",
    layout: "groups",
    title: "General Meeting",
    shortTitle: "General meetings",
    description:
      "Notices, voting results and scrutinizer's reports of annual and extraordinary general meetings of Kamo Paints Limited, grouped by meeting.",
    keywords: "Kamo Paints AGM, annual general meeting, e-voting results, scrutinizer report",
  },
  {
    path: "/listing-of-shares",
    category: "Listing of Shares",
    layout: "table",
    title: "Listing of Shares",
    shortTitle: "Listing of shares",
    description:
      "Listing approvals, trading approvals and the listing agreements of Kamo Paints Limited with the stock exchanges.",
    keywords: "Kamo Paints listing of shares, listing approval, trading approval, ISIN",
  },
  {
    path: site.specialPaths.subsidiaryListing,
    category: site.subsidiaryName,
    layout: "table",
    title: site.subsidiaryName,
    shortTitle: `${site.subsidiaryName} documents`,
    description: `Annual returns, notices and other statutory documents of ${site.subsidiaryName}, the wholly owned subsidiary of Kamo Paints Limited until it ${merged}, up to ${lastYear}.`,
    keywords: "Kamo Colours Private Limited, subsidiary documents, annual return",
  },
  {
    path: site.specialPaths.regulation30,
    category: "Disclosure under Regulation 30 of LODR",
    layout: "table",
    title: "Disclosures under Regulation 30 of SEBI LODR",
    shortTitle: "Regulation 30 disclosures",
    description:
      "Material events and information disclosed by Kamo Paints Limited under Regulation 30 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015.",
    keywords: "Kamo Paints Regulation 30 disclosures, material events, SEBI LODR",
  },
];

export type { DocumentPage, HelpDeskContact };

/** Path of a category's page, for the Atom feed and the investor index. */
export function pathOfCategory(category: string): string | undefined {
  return documentPages.find((page) => page.category === category)?.path;
}

/** Atom feed of the newest disclosures across all categories. */
export const disclosuresFeedPath = "/investors/disclosures.atom";

// ---------------------------------------------------------------------------
// Help desk

const registeredOffice = company.offices[0]!;
const officeAddress = ["Kamo Paints Limited", ...registeredOffice.addressLines];

export const helpDeskContacts: readonly HelpDeskContact[] = [
  {
    heading: "Registrar and share transfer agent",
    name: "Shreyas Registry Services Private Limited",
    role: "Unit: Kamo Paints Limited",
    address: ["C-214, Okhla Industrial Area, Phase I", "New Delhi 110020"],
    phone: "+91 11 4105 7720",
    email: "kamo.investors@shreyasregistry.in",
    hours: "Monday to Friday, 10:00 to 17:00",
    // website: the registrar's own site ("https://…"), shown as a link. The
    // sample registrar is made up, so it has none: a link would lead nowhere.
  },
  {
    heading: "Registered office",
    name: registeredOffice.company,
    role: `CIN ${registeredOffice.cin}`,
    address: registeredOffice.addressLines,
    phone: registeredOffice.phone,
    email: registeredOffice.email,
  },
  {
    heading: "Company secretary and compliance officer",
    name: "Ritika Sehgal",
    role: "Company Secretary and Compliance Officer (ACS 38214)",
    address: officeAddress,
    phone: "+91 1276 245 318",
    email: "cs@kamopaints.in",
  },
  {
    heading: "Nodal officer for the IEPF Authority",
    name: "Ritika Sehgal",
    role: "Nodal Officer, Investor Education and Protection Fund",
    address: officeAddress,
    phone: "+91 1276 245 318",
    email: "iepf@kamopaints.in",
  },
];

/** Key managerial personnel (Section 203 of the Companies Act, 2013). */
export const keyManagerialPersonnel: readonly KeyManagerialPerson[] = [
  {
    name: "Vikram Agarwal",
    designation: "Managing Director",
    phone: "+91 1276 245 301",
    email: "md.office@kamopaints.in",
  },
  {
    name: "Nitin Malhotra",
    designation: "Chief Financial Officer",
    phone: "+91 1276 245 310",
    email: "cfo@kamopaints.in",
  },
];

export const helpDeskEmailForGrievances = "investors@kamopaints.in";

// ---------------------------------------------------------------------------
// Regulation 46 index

/**
 * SEBI LODR Regulation 46(2): what a listed company's website must carry. The
 * targets are the spec's; the two rows without a target stay unlinked.
 */
export const regulation46Rows: readonly Regulation46Row[] = [
  { item: "Details of the company's business", href: "/about#business-model" },
  {
    item: "Composition of the various committees of the board of directors",
    href: "/about#committies",
  },
  {
    item: "Terms of appointment of independent directors, codes of conduct and policies (investor zone)",
    href: "/investor-zone",
  },
  {
    item: "Contact details of the officials responsible for investor grievances, and the grievance email address",
    href: "/investor-help-desk",
  },
  {
    item: "Schedule of analyst and institutional investor meets, and other intimations to the stock exchanges",
    href: "/stock-exchange-disclosures",
  },
  { item: "Financial results (Regulation 33)", href: "/financial-results" },
  { item: "Annual reports", href: "/annual-results" },
  { item: "Shareholding pattern (Regulation 31)", href: "/shareholding-pattern" },
  {
    item: "Presentations, audio or video recordings and transcripts of earnings calls",
    href: "/presentation",
  },
  {
    item: "Disclosure of events or information under Regulation 30",
    href: site.specialPaths.regulation30,
  },
  { item: "Audited financial statements of subsidiaries", href: "/subsidiary-financials" },
  { item: "Annual return (Section 92 of the Companies Act, 2013)", href: "/annual-return" },
  {
    item: "Agreements with media companies and their associates",
  },
  { item: "Change of name: the old and the new name" },
];

// ---------------------------------------------------------------------------
// Notice to shareholders: the fixed PAN / KYC / nomination section

export const panKycNotice = {
  heading: "Norms for furnishing PAN, KYC details and nomination",
  paragraphs: [
    "The Securities and Exchange Board of India (SEBI), by its master circular of 16 March 2023 (SEBI/HO/MIRSD/MIRSD-PoD-1/P/CIR/2023/37), made it mandatory for every holder of physical securities in a listed company to furnish PAN, contact details, bank account details, specimen signature and nomination to the company's registrar and share transfer agent.",
    "Folios in which any one of PAN, contact details, bank account details or specimen signature is missing were frozen from 1 October 2023. A frozen folio can still receive corporate benefits, but dividend is paid only electronically once the folio is made KYC compliant, and the holder cannot lodge a grievance or ask for any service from the registrar until the details are furnished.",
    "Shareholders holding shares in physical form are requested to send the forms listed below, duly filled and signed, to our registrar and share transfer agent, Shreyas Registry Services Private Limited. The forms are annexed to SEBI's circular, linked below, and the registrar sends them free of charge on request.",
  ],
  requirements: [
    "Form ISR-1: request for registering PAN, KYC details or changes to them.",
    "Form ISR-2: confirmation of signature of the holder by the holder's banker.",
    "Form ISR-3: declaration to opt out of nomination.",
    "Form SH-13: nomination form.",
    "Form SH-14: cancellation or variation of nomination.",
    "Form ISR-4: request for issue of duplicate certificate and other service requests.",
    "Self-attested copy of the PAN card of all holders; the PAN must be linked with Aadhaar.",
    "Proof of address: Aadhaar, passport, utility bill not older than three months, or bank statement.",
    "Cancelled cheque bearing the holder's name, or the first page of the bank passbook attested by the bank.",
    "Mobile number and email address of the first holder for all communication.",
    "Specimen signature of every joint holder, as recorded with the bank.",
    "Shares held in physical form may be transferred only after being converted to demat form; holders are encouraged to dematerialise them.",
  ],
  circular: {
    label: "Read SEBI's circular of 16 March 2023 on the SEBI website",
    href: "https://www.sebi.gov.in/legal/circulars/mar-2023/common-and-simplified-norms-for-processing-investor-s-service-request-by-rtas-and-norms-for-furnishing-pan-kyc-details-and-nomination_69105.html",
  },
} as const;

/** Pages listed on /investor-zone that are not document listings. */
export const investorInformationPages = [
  {
    path: "/investor-help-desk",
    title: "Investor help desk",
    description:
      "Registrar and share transfer agent, company secretary, IEPF nodal officer and key managerial personnel.",
  },
  {
    path: site.specialPaths.regulation46,
    title: "Disclosures under Regulation 46",
    description: "The index of information SEBI LODR Regulation 46 requires on our website.",
  },
] as const;
