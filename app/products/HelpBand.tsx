import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { productsMessages } from "~/products/messages";

/** The closing call to action of range and catalogue pages. */
export function HelpBand({ product }: { product?: string }) {
  const t = useMessages(productsMessages);
  return (
    <section className="pr-cta" aria-labelledby="help-band-title">
      <div className="container pr-cta__inner">
        <div>
          <h2 id="help-band-title">{t("helpBand.title")}</h2>
          <p>{t("helpBand.body")}</p>
        </div>
        <p className="pr-cta__actions">
          <ConsultationLink product={product} className="button">
            {t("helpBand.consult")}
          </ConsultationLink>
          <a className="button button--ghost" href={localizeHref("/pickyourcolors", useLocale())}>
            {t("helpBand.shadeCards")}
          </a>
        </p>
      </div>
    </section>
  );
}
