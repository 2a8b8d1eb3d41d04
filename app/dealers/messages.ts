/**
 * Text of the dealer locator and of dealer records, in one place so it can
 * move into the message catalogue when the Hindi site comes.
 */
export const messages = {
  /** Fallback only: the PIN rule in lib/validation/fields.ts carries its own message. */
  pinMalformed: "Enter the 6-digit PIN code, for example 226001",
  pinUnknown: (pin: string) =>
    `We could not find PIN code ${pin}. Check the number, or search by state and city instead.`,

  hoursFormat: 'Write opening hours like "Mon-Sat 09:30-20:30; Sun closed"',
  hoursBackwards: (segment: string) => `"${segment}": write a day range forwards, like Mon-Sat`,
  hoursTime: (segment: string) => `"${segment}": times are 24-hour, like 09:30 or 20:00`,
  hoursCloseBeforeOpen: (segment: string) =>
    `"${segment}": the closing time must come after the opening time`,
  hoursDayTwice: (day: string) => `${day} is given twice in the opening hours`,
  hoursDaysMissing: (days: readonly string[]) =>
    `Opening hours must say something for ${days.join(", ")}`,

  dealerCode: "A dealer code is 3 to 20 letters, digits or hyphens, like KPD-00042",
  dealerYesNo: (label: string) => `${label}: write yes or no`,
  dealerProducts:
    "Name the ranges stocked, separated by semicolons, like interior-range; exterior-range",
  dealerProductUnknown: (slug: string) => `"${slug}" is not one of our ranges`,
  dealerPaintUnknown: (slug: string) => `"${slug}" is not one of our paints`,
  dealerPaintOutsideRanges: (paint: string, range: string) =>
    `${paint} is in the ${range} range, which this row does not list`,
  dealerCoordinatesHalf:
    "Give both latitude and longitude, or leave both empty to place the shop at its PIN code's centre",
  dealerLatitude: "Latitude must be a number between 6 and 37.5 (India)",
  dealerLongitude: "Longitude must be a number between 68 and 97.5 (India)",
  dealerState: "Choose one of India's states or union territories",

  csvColumnsMissing: (columns: readonly string[]) =>
    `The first row lacks the column(s) ${columns.join(", ")}`,
  csvColumnsUnknown: (columns: readonly string[]) =>
    `The first row has unknown column(s) ${columns.join(", ")}`,
  csvColumnTwice: (column: string) => `The first row has the column ${column} twice`,
  csvCellCount: (found: number, expected: number) =>
    `This row has ${found} cells; the first row has ${expected}`,
  csvUnreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  csvCodeTwice: (code: string, line: number) =>
    `Dealer code ${code} is already used on line ${line}`,

  pinNotFound: (pin: string) => `PIN code ${pin} is not in our PIN directory`,
  pinOtherState: (pin: string, state: string) => `PIN code ${pin} is in ${state}`,
  pinFarAway: (pin: string, km: number) =>
    `The coordinates are ${km} km from PIN code ${pin}; check latitude and longitude`,
} as const;
