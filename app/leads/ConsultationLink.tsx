import type { ReactNode } from "react";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";

/**
 * A "Book Free Consultant" style trigger. Without JavaScript it is a plain link
 * to /consultation (the same form as a page, in the page's language); the shell enhances it to open the
 * consultation dialog, with the product filled in when one is given.
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
  const path = localizeHref("/consultation", useLocale());
  const href = product ? `${path}?product=${encodeURIComponent(product)}` : path;
  return (
    <a href={href} className={className} data-consultation-trigger="" data-product={product}>
      {children}
    </a>
  );
}
