/** Display helpers shared by investor and content components (no server code). */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2024-08-09" → "9 Aug 2024" (long: "9 August 2024"); "" stays "". Fixed format: same on server and browser. */
export function formatDate(iso: string, style: "short" | "long" = "short"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return "";
  const names = style === "long" ? LONG_MONTHS : MONTHS;
  return `${Number(m[3])} ${names[Number(m[2]) - 1] ?? ""} ${m[1]}`;
}

/** 2886 → "2.8 KB", 1_450_000 → "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "2023-24" → "FY 2023-24". */
export function financialYearLabel(fy: string): string {
  return `FY ${fy}`;
}
