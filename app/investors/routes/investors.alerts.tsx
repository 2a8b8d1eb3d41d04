import { createFormSession } from "~/leads/submit/form-session-signer.server";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "../alerts/alerts.css";
import type { Route } from "./+types/investors.alerts";
import { ALERT_FORM } from "../alerts/alert-form";
import { AlertSignupForm } from "../alerts/AlertSignupForm";
import { alertMessages } from "../alerts/messages";
import { AlertPage, alertPageMeta, categoryChoices } from "../alerts/page-parts";
import { handleAlertSignup } from "../alerts/signup.server";

/** /investors/alerts: the full sign-up form; every sign-up form posts here. */
export async function loader() {
  return { session: await createFormSession(ALERT_FORM) };
}

export async function action({ request }: Route.ActionArgs) {
  return handleAlertSignup(request);
}

// The action's Retry-After (a 429) reaches the client only through here.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = alertPageMeta("page");

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(alertMessages);
  const locale = useLocale();
  return (
    <AlertPage title={t("page.title")} lead={t("page.lead")}>
      {actionData?.status === "sent" ? (
        <div className="alert alert--success" role="status">
          <h2>{t("sent.title")}</h2>
          <p>{t("sent.body", { email: actionData.email })}</p>
        </div>
      ) : (
        <AlertSignupForm
          session={loaderData.session}
          categories={categoryChoices(locale)}
          {...(actionData ? { answer: actionData } : {})}
        />
      )}
    </AlertPage>
  );
}
