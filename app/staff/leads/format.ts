/**
 * Times in the staff area are shown in India time, whatever the server's or
 * the browser's time zone, so the same lead reads the same for everyone and
 * the server-rendered HTML matches the hydrated page.
 */
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "22 Nov 2026, 3:45 pm" (India time); the stored text when it is not a date. */
export function formatIndianDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTime.format(date);
}

const dateTimeSeconds = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});

/** "22 Nov 2026, 3:45:07 pm" (India time), where the order of events within a minute matters. */
export function formatIndianDateTimeSeconds(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeSeconds.format(date);
}
