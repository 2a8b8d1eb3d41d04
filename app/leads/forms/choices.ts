import type { Choice } from "~/lib/forms/options";

/**
 * The fixed choices on the lead forms, with the codes the CRM knows them by
 * (spec sections 3 and 9). The visitor sees the label; the code is stored and
 * sent beside it, so every selection survives the trip. Domain knowledge of
 * the leads, so here and not in ~/lib/forms.
 */

export const consultationTypes: Choice[] = [
  { value: "10", label: "Residential" },
  { value: "20", label: "Commercial" },
  { value: "30", label: "Individual" },
];

export const firmTypes: Choice[] = [
  { value: "10", label: "Proprietor" },
  { value: "20", label: "Partnership" },
  { value: "30", label: "Pvt. Ltd." },
  { value: "40", label: "Public Ltd." },
];

export const partyInExistence: Choice[] = [
  { value: "130", label: "Over 20 years" },
  { value: "140", label: "10 to 20 years" },
  { value: "150", label: "5 to 10 years" },
  { value: "160", label: "Below 5 years" },
];

export const competitorCompanies: Choice[] = [
  { value: "50", label: "Asian Paints" },
  { value: "60", label: "GNP" },
  { value: "70", label: "Berger" },
  { value: "80", label: "CI" },
  { value: "90", label: "Rajdoot" },
  { value: "100", label: "Shalimar" },
  { value: "120", label: "Any other" },
];

export const businessTypes: Choice[] = [
  { value: "10", label: "Sole proprietor" },
  { value: "20", label: "Partnership" },
];

export const classifications: Choice[] = [
  { value: "10", label: "Large" },
  { value: "20", label: "Small" },
];

export const countryCodes: Choice[] = [
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
  { value: "+1", label: "USA / Canada (+1)" },
];

/**
 * Where a contractor stands with GST, for those with no number to give
 * (issue 26): many painters have no GSTIN, and VAT TINs ended in 2017. Our
 * own codes, not the CRM's: the CRM gets the label.
 */
export const TIN_REGISTERED = "registered";
export const tinStatuses: Choice[] = [
  { value: TIN_REGISTERED, label: "Registered" },
  { value: "not-registered", label: "Not registered" },
  { value: "applied", label: "Applied for" },
];

/**
 * Where a supplier is (issue 26): India first, as the default, then the
 * countries paint raw materials most often come from, by ISO 3166 code, and
 * a last choice for any other. Indian PIN and phone rules apply to India only.
 */
export const INDIA = "IN";
export const supplierCountries: Choice[] = [
  { value: "IN", label: "India" },
  { value: "AE", label: "United Arab Emirates" },
  { value: "BD", label: "Bangladesh" },
  { value: "BE", label: "Belgium" },
  { value: "CN", label: "China" },
  { value: "FR", label: "France" },
  { value: "DE", label: "Germany" },
  { value: "ID", label: "Indonesia" },
  { value: "IT", label: "Italy" },
  { value: "JP", label: "Japan" },
  { value: "MY", label: "Malaysia" },
  { value: "NP", label: "Nepal" },
  { value: "NL", label: "Netherlands" },
  { value: "SA", label: "Saudi Arabia" },
  { value: "SG", label: "Singapore" },
  { value: "KR", label: "South Korea" },
  { value: "LK", label: "Sri Lanka" },
  { value: "TW", label: "Taiwan" },
  { value: "TH", label: "Thailand" },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
  { value: "VN", label: "Vietnam" },
  { value: "OTHER", label: "Another country (write it in the address)" },
];
