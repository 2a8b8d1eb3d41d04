import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { PaintJob } from "~/products/content/schema";
import { finderMessages } from "./messages";
import { FINDER_PATH } from "./query";

/**
 * A way into the paint finder from a page that knows the job (a product's,
 * a range's) or does not (the home page's journey): a plain link, so it
 * costs no script, carrying the visitor's plan when there is one.
 */
export function FinderLink({
  job,
  carry,
  className,
}: {
  job?: PaintJob;
  /** Adds the visitor's plan to the finder's address (withPlan, app/plan/plan.ts), if there is one. */
  carry?: (href: string) => string;
  className?: string;
}) {
  const locale = useLocale();
  const t = useMessages(finderMessages);
  const path = job ? `${FINDER_PATH}?job=${job}` : FINDER_PATH;
  const href = localizeHref(carry ? carry(path) : path, locale);
  return (
    <a className={className} href={href}>
      {job ? t("entry.forJob", { job: t(`jobPhrase.${job}`) }) : t("entry.any")}
    </a>
  );
}
