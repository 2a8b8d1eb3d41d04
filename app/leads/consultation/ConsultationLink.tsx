import type { ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { bookVisitHref, isEmptyPlan, type Plan } from "~/plan/plan";

/**
 * A "Book a visit" trigger. Without JavaScript it is a plain link to
 * /consultation (the same form as a page, in the page's language), carrying
 * the visitor's plan (bookVisitHref); the shell enhances it to open the
 * consultation dialog, which reads the same plan from the link's address.
 * `product` is a product's name, for a link that has no plan of its own.
 */
export function ConsultationLink({
  plan,
  product,
  className = "button",
  children,
}: {
  plan?: Plan;
  product?: string;
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale();
  const href =
    plan && !isEmptyPlan(plan)
      ? bookVisitHref(plan, locale)
      : product
        ? `${localizeHref("/consultation", locale)}?product=${encodeURIComponent(product)}`
        : localizeHref("/consultation", locale);
  return (
    <a href={href} className={className} data-consultation-trigger="" data-product={product}>
      {children}
    </a>
  );
}
