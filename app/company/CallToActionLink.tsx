import { ConsultationLink } from "~/leads/ConsultationLink";
import type { CallToAction } from "~/content/schema";

/** A content call to action: a page link, or the consultation dialog about a product. */
export function CallToActionLink({
  cta,
  className = "button",
}: {
  cta: CallToAction;
  className?: string;
}) {
  if (cta.kind === "consultation") {
    return (
      <ConsultationLink product={cta.product} className={className}>
        {cta.label}
      </ConsultationLink>
    );
  }
  return (
    <a href={cta.href} className={className}>
      {cta.label}
    </a>
  );
}
