import type { ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";

/**
 * A "Book a visit" trigger, the consultation's face on every page (ADR 55).
 * Without JavaScript it is a plain link to /consultation (the same form as a
 * page, in the page's language); the shell enhances it to open the
 * consultation dialog. `product` is a product's name. It carries no plan: a
 * page that shows the plan links to /consultation with it (bookVisitHref,
 * app/plan/plan.ts), and the dialog reads whatever plan a trigger's address
 * carries through the plan's kit.
 */
export function ConsultationLink({
  product,
  className = "button",
  children,
}: {
  product?: string;
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const href = product
    ? `${localizeHref("/consultation", locale)}?product=${encodeURIComponent(product)}`
    : localizeHref("/consultation", locale);
  return (
    <a href={href} className={className} data-consultation-trigger="" data-product={product}>
      {children}
    </a>
  );
}
