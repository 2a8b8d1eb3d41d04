import { Link } from "react-router";
import { StaffNotice } from "~/staff/ui/StaffPageHead";
import type { TranslationStatus } from "~/staff/shell/translation-status";

/** "a", "a and b", "a, b and c". */
function inWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** One language's state in words: what a visitor to that language's pages sees. */
export function translationSummary(status: Pick<TranslationStatus, "exists" | "missing">): string {
  if (status.missing.length === 0) return "complete.";
  if (!status.exists) return "not translated yet; its pages show the English.";
  return `the ${inWords(status.missing)} ${status.missing.length === 1 ? "is" : "are"} still in English only.`;
}

/**
 * On an English edit page: how far the record is translated into each of the
 * site's other languages, with the way to its version there (ADR 27).
 */
export function TranslationStatusPanel({ statuses }: { statuses: TranslationStatus[] }) {
  if (statuses.length === 0) return null;
  return (
    <section className="staff-card translation-status" aria-labelledby="translation-status-title">
      <h2 id="translation-status-title">Other languages</h2>
      <ul>
        {statuses.map((status) => (
          <li key={status.locale}>
            <strong>{status.language}:</strong> {translationSummary(status)}{" "}
            <Link to={status.href}>
              {status.exists ? "Edit" : "Add"} the {status.language} version
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The notice after a translation page was saved: shown, or taken away. */
export function TranslationNotice({
  notice,
  language,
}: {
  notice: "saved" | "removed" | null;
  language: string;
}) {
  if (!notice) return null;
  return (
    <StaffNotice>
      {notice === "saved"
        ? `Saved. ${language} pages show it now.`
        : `The ${language} version is removed; ${language} pages show the English.`}
    </StaffNotice>
  );
}
