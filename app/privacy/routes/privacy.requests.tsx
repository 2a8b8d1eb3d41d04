import { useEffect, useRef } from "react";
import { data } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { PageIntro } from "~/ui/PageIntro";
import { seo } from "~/ui/seo";
import { CodeForm, ContactForms } from "../ProveForms";
import { RequestForm } from "../RequestForm";
import { OwnRequestList } from "../OwnRequestList";
import { RequestDone } from "../RequestDone";
import { privacyMessages } from "../messages";
import { handlePage, loadPage, PRIVATE } from "../requests/handle.server";
import "../privacy.css";
import type { Route } from "./+types/privacy.requests";

/** /privacy/requests: the rights of the people whose data we hold (Act s. 11-14, ADR 63). */
export const meta: Route.MetaFunction = (args) => {
  const t = privacyMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("page.metaTitle"),
    description: t("page.metaDescription"),
    keywords: t("page.metaKeywords"),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadPage(request), { headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  return handlePage(request);
}

// Never kept by a cache; a 429's Retry-After reaches the person.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  ...PRIVATE,
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});

export default function PrivacyRequests({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(privacyMessages);
  const locale = useLocale();
  const answer = actionData;
  const step = useRef<HTMLDivElement>(null);
  // After each step the next one's heading takes focus, so a screen reader hears where it is.
  useEffect(() => {
    if (answer) step.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [answer]);
  return (
    <>
      <PageIntro eyebrow={t("page.eyebrow")} title={t("page.title")} lead={t("page.lead")} />
      <section className="section">
        <div className="container">
          <div className="privacy-requests" ref={step}>
            {loaderData.step === "proven" ? (
              <>
                {answer?.step === "done" ? <RequestDone answer={answer} /> : null}
                <RequestForm
                  contact={loaderData.contact}
                  {...(answer?.step === "asked" ? { answer } : {})}
                />
                <OwnRequestList requests={loaderData.requests} />
              </>
            ) : answer?.step === "code" ? (
              <CodeForm answer={answer} />
            ) : (
              <ContactForms {...(answer?.step === "prove" ? { answer } : {})} />
            )}
            <aside className="privacy-requests__board" aria-labelledby="privacy-board">
              <h2 id="privacy-board">{t("board.title")}</h2>
              <p>{t("board.body")}</p>
              <p>
                <a href={localizeHref("/privacy-policy", locale)}>{t("policy.link")}</a>
              </p>
            </aside>
          </div>
        </div>
      </section>
    </>
  );
}
