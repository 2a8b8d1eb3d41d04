/**
 * A PIN's place as a person would name it (issue 42). The directory keeps,
 * for each PIN, the name of the post office nearest its point, as India Post
 * writes it: "C.P.M.G" (the Chief Postmaster General's office), "Bangalore
 * G.P.O.", "Andheri H.O", "Indiranagar (Bangalore)", "Powai Iit". The rule:
 *
 * 1. the head post office of a city ("C.P.M.G", "G.P.O.") is named after the
 *    district: "Jaipur GPO area";
 * 2. a trailing office kind (H.O, S.O, B.O: head, sub and branch office) is
 *    dropped, and so is a bracket that only repeats the district or its old
 *    name;
 * 3. dotted initials are written as people write them (I.A.R.I. → IARI), and
 *    a few acronyms the data spells as words are put right (Iit → IIT);
 * 4. a name that is then just the district is not said twice.
 *
 * Pure and small: the loader names the place, the page words it.
 */

export interface PlaceName {
  /** "gpo": the city's head post office area, worded "{district} GPO area". */
  kind: "area" | "gpo";
  /** The locality, cleaned; null when it would only repeat the district. */
  area: string | null;
  district: string;
  state: string;
}

const HEAD_POST_OFFICE = /^(?:C\.?\s*P\.?\s*M\.?\s*G\.?|(?:.*\s)?G\.?\s*P\.?\s*O\.?)$/i;
const OFFICE_KIND = /\s+(?:[HSB]\.\s*O\.?|[HSB]O|Head Office|Sub Office|Branch Office)$/i;
const TRAILING_BRACKET = /\s*\(([^)]+)\)$/;
/** Former names the data still uses in brackets, by today's district name. */
const OLD_NAMES: Readonly<Record<string, readonly string[]>> = {
  Bengaluru: ["Bangalore"],
  "Bangalore Rural": ["Bangalore"],
  Mumbai: ["Bombay"],
  Gurugram: ["Gurgaon"],
  Kolkata: ["Calcutta"],
  Chennai: ["Madras"],
  Prayagraj: ["Allahabad"],
  Mysuru: ["Mysore"],
  Belagavi: ["Belgaum"],
  Kalaburagi: ["Gulbarga"],
  Puducherry: ["Pondicherry"],
};
/** Institutions the data writes as words; uppercase is how everyone writes them. */
const ACRONYMS = ["IIT", "IIM", "AIIMS", "BHEL", "ONGC", "HAL", "ISRO", "DRDO", "NTPC"];

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

function undotInitials(name: string): string {
  // "I.A.R.I." → "IARI"; "H.M.T.Pinjore" → "HMT Pinjore" (initials run into the next word).
  return name.replace(/\b((?:[A-Z]\.\s?){2,})(?=(\w)?)/g, (initials, _all, next?: string) => {
    const letters = initials.replace(/[.\s]/g, "");
    return next ? `${letters} ` : letters;
  });
}

export function pinPlaceName(place: { area: string; district: string; state: string }): PlaceName {
  const { district, state } = place;
  let area = place.area.replace(/\s+/g, " ").trim();
  if (HEAD_POST_OFFICE.test(area)) return { kind: "gpo", area: null, district, state };
  area = area.replace(OFFICE_KIND, "");
  const bracket = TRAILING_BRACKET.exec(area);
  if (bracket) {
    const inside = bracket[1]!.trim();
    if (same(inside, district) || (OLD_NAMES[district] ?? []).some((old) => same(old, inside)))
      area = area.slice(0, bracket.index);
  }
  area = undotInitials(area).replace(/\s+/g, " ").trim();
  area = area
    .split(" ")
    .map((word) => ACRONYMS.find((acronym) => same(acronym, word)) ?? word)
    .join(" ");
  return { kind: "area", area: area && !same(area, district) ? area : null, district, state };
}
