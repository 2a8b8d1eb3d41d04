import { LegalDocumentView } from "~/company/LegalDocumentView";
import { accessibilityStatementIn } from "~/company/accessibility-content";
import { companyMeta } from "~/company/meta";
import { companyMessages } from "~/company/messages";
import { BarrierReportForm } from "~/leads/forms/BarrierReportForm";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { HydrateLater } from "~/platform";
import "~/company/company.css";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = companyMeta("accessibility");

// The report form carries a per-request session, so this page is never cached.
export async function loader() {
  return { barrierReport: await createFormSession("barrier-report") };
}

/**
 * The accessibility statement (issue 25): the standard, how we test, known
 * limits, then the "report a barrier" form, which is stored and delivered
 * like any lead (app/leads, /forms/barrier-report).
 */
export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(companyMessages);
  const statement = accessibilityStatementIn(locale);
  return (
    <>
      <LegalDocumentView document={statement} eyebrow={t("accessibility.eyebrow")} />
      <section className="company-section" aria-labelledby="barrier-report-title">
        <div className="container quick-contact__grid">
          <div>
            <h2 id="barrier-report-title" className="company-heading">
              {statement.report.heading}
            </h2>
            <p>{statement.report.intro}</p>
          </div>
          <div className="quick-contact__form">
            <HydrateLater>
              <BarrierReportForm session={loaderData.barrierReport} />
            </HydrateLater>
          </div>
        </div>
      </section>
    </>
  );
}
