import type { ReactNode } from "react";
import type { LeadPageContent } from "~/leads/lead-pages";
import { site } from "~/content/site";
import "~/leads/forms.css";

/**
 * The page around an application or enquiry form: a coloured introduction,
 * the form on a card, and beside it what the applicant gets and what happens
 * next, so nobody sends a form wondering where it goes.
 */
export function LeadFormPage({
  content,
  children,
  beforeForm,
}: {
  content: LeadPageContent;
  children: ReactNode;
  /** Shown above the form card, e.g. the contractor form's variant tabs. */
  beforeForm?: ReactNode;
}) {
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
        <aside className="lead-page-aside" aria-label="About this form">
          <section className="lead-page-panel">
            <h2>{content.benefitsTitle}</h2>
            <ul className="lead-page-ticks">
              {content.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </section>
          <section className="lead-page-panel lead-page-panel--steps">
            <h2>What happens next</h2>
            <ol>
              {content.nextSteps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
          <p className="lead-page-call">
            Prefer to talk? Call toll-free{" "}
            <a href={`tel:${site.tollFree.replace(/\s/g, "")}`}>{site.tollFree}</a>, Monday to
            Saturday, 9:30 am to 6:30 pm.
          </p>
        </aside>
      </div>
    </>
  );
}
