import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import type { CallToAction } from "~/content/schema";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";

/** A content call to action: a page link, or the consultation dialog about a product. */
export function CallToActionLink({
  cta,
  className = "button",
}: {
  cta: CallToAction;
  className?: string;
}) {
  const locale = useLocale();
  if (cta.kind === "consultation") {
    return (
      <ConsultationLink product={cta.product} className={className}>
        {cta.label}
      </ConsultationLink>
    );
  }
  return (
    <a href={localizeHref(cta.href, locale)} className={className}>
      {cta.label}
    </a>
  );
}
