import { sharedPageHeaders } from "~/lib/cache";
import { companyMeta } from "~/company/meta";
import "~/company/company.css";
import type { Route } from "./+types/thankyou";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { companyMessages } from "~/company/messages";

export const meta: Route.MetaFunction = companyMeta("thankyou", { noindex: true });

export const headers = () => sharedPageHeaders();

export default function ThankYou() {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  return (
    <section className="container thank-you" aria-labelledby="thank-you-title">
      <svg className="thank-you__mark" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="48" />
        <path d="M28 50l13 13 27-29" />
      </svg>
      <h1 id="thank-you-title" className="thank-you__title">
        {t("thankyou.title")}
      </h1>
      <p className="thank-you__message">{t("thankyou.message")}</p>
      <p className="thank-you__actions">
        <a className="button" href={localizeHref("/", locale)}>
          {t("thankyou.backHome")}
        </a>
        <a className="button button--ghost" href={localizeHref("/pickyourcolors", locale)}>
          {t("thankyou.shadeCards")}
        </a>
      </p>
    </section>
  );
}
