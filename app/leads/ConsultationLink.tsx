import type { ReactNode } from "react";

/**
 * A "Book Free Consultant" style trigger. Without JavaScript it is a plain link
 * to /consultation (the same form as a page); the shell enhances it to open the
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
  const href = product ? `/consultation?product=${encodeURIComponent(product)}` : "/consultation";
  return (
    <a href={href} className={className} data-consultation-trigger="" data-product={product}>
      {children}
    </a>
  );
}
