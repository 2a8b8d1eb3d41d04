import { useMessages } from "~/lib/i18n/react";
import { colourMessages } from "./messages";

/** Page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/** Links to the other pages of a result; plain links, so they work without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  const t = useMessages(colourMessages);
  if (pageCount <= 1) return null;
  return (
    <nav className="colour-pages" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={hrefOf(page - 1)} rel="prev">
              {t("pagination.previous")}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <a
                  href={hrefOf(p)}
                  aria-current="page"
                  aria-label={t("pagination.current", { page: p })}
                >
                  {p}
                </a>
              ) : (
                <a href={hrefOf(p)} aria-label={t("pagination.page", { page: p })}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={hrefOf(page + 1)} rel="next">
              {t("pagination.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
