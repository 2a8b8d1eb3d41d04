import { investorsIn } from "~/investors/localized-content";
import { investorMessages } from "~/investors/messages";
import { formatDate } from "~/lib/i18n/format";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "./documents.css";

/** The date of SEBI's master circular on PAN, KYC and nomination. */
const circularDate = "2023-03-16";

/** The fixed PAN / KYC / nomination section at the top of Notice to Shareholders. */
export function PanKycNotice() {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const { panKycNotice } = investorsIn(locale);
  return (
    <details className="document-group pan-kyc" id="pan-kyc-nomination">
      <summary className="document-group__summary">
        <span className="document-group__title">{panKycNotice.heading}</span>
        <span className="document-group__count">
          {t("pan.circular", { date: formatDate(locale, circularDate) })}
        </span>
      </summary>
      <div className="document-group__body pan-kyc__body prose">
        {panKycNotice.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p className="pan-kyc__subhead">
          <strong>{t("pan.furnish")}</strong>
        </p>
        <ol className="pan-kyc__list">
          {panKycNotice.requirements.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
        <p>
          <a href={panKycNotice.circular.href} target="_blank" rel="noopener noreferrer">
            {panKycNotice.circular.label}
            <span className="visually-hidden">{` ${t("newTab")}`}</span>
          </a>
        </p>
      </div>
    </details>
  );
}
