/**
 * Short English labels for the CRM's remarks, which must fit in 2 KB with
 * every field of the longest form (issue 26). Staff read them in the CRM, so
 * they stay words; a field not named here goes by its form label.
 */
const roles = {
  president: "President",
  finance: "Finance",
  sales: "Sales",
  purchasing: "Purchasing",
  contact: "Contact",
} as const;

export const crmLabels: Readonly<Record<string, string>> = {
  email: "Email",
  companyName: "Company",
  zip: "PIN/ZIP",
  telephone: "Tel",
  ...Object.fromEntries(
    Object.entries(roles).flatMap(([key, role]) => [
      [`${key}Name`, role],
      [`${key}Phone`, `${role} tel`],
      [`${key}Fax`, `${role} fax`],
      [`${key}Experience`, `${role} yrs`],
    ]),
  ),
  businessType: "Business",
  yearEstablished: "Since",
  processes: "Processes",
  salesNextYear: "Sales next yr (lakh)",
  salesCurrentYear: "Sales this yr",
  salesPreviousYear: "Sales last yr",
  salesPreviousThreeYears: "Sales prev 3 yrs",
  iso9000Date: "ISO 9000",
  iso9000Registrar: "ISO 9000 by",
  ts16949Date: "TS 16949",
  ts16949Registrar: "TS 16949 by",
  partnerName: "Partner",
  companiesDealtWith: "Deals in",
  branchAndBank: "Bank",
  tinStatus: "GST",
  tin: "GSTIN/TIN",
  dateOfBirth: "Born",
  marriageAnniversary: "Anniversary",
  turnoverLakh: "Turnover (lakh)",
  partyInExistence: "In business",
  competitors: "Applies",
  countryCode: "Country code",
  type: "Project",
  estimate: "Estimate link",
  estimateSummary: "Estimate",
  planLink: "Plan",
};

/** Fields that hold a path on this site; the CRM gets them as whole links. */
export const crmLinkFields: ReadonlySet<string> = new Set(["estimate", "planLink"]);
