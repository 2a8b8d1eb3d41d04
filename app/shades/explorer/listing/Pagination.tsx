import { useMessages } from "~/lib/i18n/react";
import { Pagination as PageLinks } from "~/ui/Pagination";
import { listingMessages } from "./messages";

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
  const t = useMessages(listingMessages);
  return (
    <PageLinks
      className="colour-pages"
      page={page}
      pageCount={pageCount}
      hrefOf={hrefOf}
      words={{
        label: t("pagination.label"),
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        page: (p, current) => t(current ? "pagination.current" : "pagination.page", { page: p }),
      }}
    />
  );
}
