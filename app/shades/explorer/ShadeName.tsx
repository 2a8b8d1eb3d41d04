import { useLocale } from "~/lib/i18n/react";
import type { NamedShade } from "../shade-name";

/**
 * A shade's name as a page shows it: the English name on English pages; on
 * Hindi pages the Hindi name, then the English one (marked lang="en", for
 * screen readers and hyphenation) as it is on the tin (ADR 40).
 */
export function ShadeName({ shade }: { shade: NamedShade }) {
  const locale = useLocale();
  if (locale !== "hi") return <>{shade.name}</>;
  return (
    <>
      {shade.nameHi}{" "}
      <span className="shade-name__en" lang="en">
        {shade.name}
      </span>
    </>
  );
}
