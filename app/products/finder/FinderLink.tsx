import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withPlan, type Plan } from "~/plan/plan";
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
  plan,
  className,
}: {
  job?: PaintJob;
  plan?: Plan;
  className?: string;
}) {
  const locale = useLocale();
  const t = useMessages(finderMessages);
  const path = job ? `${FINDER_PATH}?job=${job}` : FINDER_PATH;
  const href = localizeHref(plan ? withPlan(path, plan) : path, locale);
  return (
    <a className={className} href={href}>
      {job ? t("entry.forJob", { job: t(`jobPhrase.${job}`) }) : t("entry.any")}
    </a>
  );
}
