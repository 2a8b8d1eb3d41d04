/**
 * Times of day in India time for "try again after …" messages: staff read
 * the same clock wherever the server runs.
 */
export function indiaTimeOfDay(at: Date | undefined, { seconds = false } = {}): string {
  return (
    at?.toLocaleTimeString("en-IN", {
      hour: "2-digit",
      minute: "2-digit",
      ...(seconds ? { second: "2-digit" } : {}),
      timeZone: "Asia/Kolkata",
    }) ?? "later"
  );
}

/** "Too many tries" for the signed-in account pages. */
export function retryMessage(retryAt: Date | undefined): string {
  return `Too many wrong answers. Try again after ${indiaTimeOfDay(retryAt)} (India time).`;
}
