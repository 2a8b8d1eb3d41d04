import type { ReactNode } from "react";
import type { LeadPageContent } from "~/leads/forms/lead-pages";
import { leadMessages } from "~/leads/messages";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import "~/leads/forms/forms.css";

/**
 * The page around an application or enquiry form: a coloured introduction,
 * the form on a card, and beside it what the applicant gets and what happens
 * next, so nobody sends a form wondering where it goes.
 */
export function LeadFormPage({
  content,
  children,
  beforeForm,
  locale: givenLocale,
}: {
  /** The words around the form, in the page's language (leadPagesIn). */
  content: LeadPageContent;
  children: ReactNode;
  /** Shown above the form card, e.g. the contractor form's variant tabs. */
  beforeForm?: ReactNode;
  /** The language when it is not the page's (see LeadForm). */
  locale?: Locale;
}) {
  const pageLocale = useLocale();
  const t = leadMessages.in(givenLocale ?? pageLocale);
  return (
    <>
      <header className="lead-page-intro">
        <div className="container">
          <p className="eyebrow">{content.eyebrow}</p>
          <h1>{content.title}</h1>
          <p className="lead-page-lead">{content.intro}</p>
        </div>
      </header>
      <div className="container lead-page-body">
        <div className="lead-page-main">
          {beforeForm}
          <div className="lead-page-card">{children}</div>
        </div>
        <aside className="lead-page-aside" aria-label={t("page.aboutThisForm")}>
          <section className="lead-page-panel">
            <h2>{content.benefitsTitle}</h2>
            <ul className="lead-page-ticks">
              {content.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
          <section className="lead-page-panel lead-page-panel--steps">
            <h2>{t("page.nextSteps")}</h2>
            <ol>
              {content.nextSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
          <p className="lead-page-call">
            {withNodes(t("page.call", { phone: "{phone}" }), {
              phone: <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a>,
            })}
          </p>
        </aside>
      </div>
    </>
  );
}
