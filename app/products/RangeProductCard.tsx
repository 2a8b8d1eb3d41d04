import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import type { RangeCard } from "~/products/content";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { productsMessages } from "~/products/messages";

/**
 * One product on a range page. Products with a page of their own link there;
 * the rest open a product enquiry (the consultation form, product filled in),
 * so no More Info button is ever a dead end.
 */
export function RangeProductCard({
  card,
  headingLevel = 2,
}: {
  card: RangeCard;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const t = useMessages(productsMessages);
  const about = <span className="visually-hidden"> {t("card.about", { name: card.name })}</span>;
  return (
    <article className="pr-card">
      <div className="pr-card__media">
        <ResponsiveImage
          name={card.image}
          alt=""
          sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 92vw"
        />
        {card.highlight ? <p className="pr-card__badge">{card.highlight}</p> : null}
      </div>
      <div className="pr-card__body">
        <Heading className="pr-card__title">{card.name}</Heading>
        {card.subtitle ? <p className="pr-card__subtitle">{card.subtitle}</p> : null}
        <p className="pr-card__text">{card.description}</p>
        <p className="pr-card__action">
          {card.productSlug ? (
            <a className="button" href={localizeHref(`/${card.productSlug}`, locale)}>
              {t("card.moreInfo")}
              {about}
            </a>
          ) : (
            <ConsultationLink product={card.name} className="button button--secondary">
              {t("card.enquire")}
              {about}
            </ConsultationLink>
          )}
        </p>
      </div>
    </article>
  );
}
