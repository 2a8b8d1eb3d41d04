import { data } from "react-router";
import { getDatabase } from "~/db/client.server";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "../alerts/alerts.css";
import type { Route } from "./+types/investors.alerts.confirm";
import { alertMessages } from "../alerts/messages";
import { AlertPage, alertPageMeta } from "../alerts/page-parts";
import { ALERTS_PATH } from "../alerts/paths";
import { confirmSubscription, subscriberOfToken } from "../alerts/subscriptions.server";

/**
 * /investors/alerts/confirm?t=…: the link in the confirmation mail opens a
 * page with one button, and only its POST confirms, so a mail scanner that
 * follows links cannot subscribe anybody.
 */
const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const found = await subscriberOfToken(getDatabase().db, token, "confirm");
  if ("problem" in found)
    return data({ state: found.problem, email: "" }, { status: 404, headers: noStore });
  return data(
    { state: found.subscriber.confirmed ? "done" : "ready", email: found.subscriber.email },
    { headers: noStore },
  );
}

/** Sent by the page's button; a post without it was not made by the page, and confirms nothing. */
const CONFIRM_FIELD = "confirm";

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const form = await request.formData();
  if (form.get(CONFIRM_FIELD) !== "yes")
    return data({ state: undefined }, { status: 400, headers: noStore });
  const database = getDatabase().db;
  const outcome = await confirmSubscription(database, token);
  if (outcome !== "confirmed") return data({ state: outcome }, { status: 404 });
  return { state: "done" as const };
}

export const headers = () => noStore;

export const meta: Route.MetaFunction = alertPageMeta("confirm");

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(alertMessages);
  const locale = useLocale();
  const state = actionData?.state ?? loaderData.state;
  return (
    <AlertPage title={t("confirm.title")}>
      {state === "ready" ? (
        <form method="post">
          <input type="hidden" name={CONFIRM_FIELD} value="yes" />
          <p>{t("confirm.body", { email: loaderData.email })}</p>
          <button type="submit" className="button">
            {t("confirm.submit")}
          </button>
        </form>
      ) : state === "done" ? (
        <div className="alert alert--success" role="status">
          <p>{t("confirm.done", { email: loaderData.email })}</p>
        </div>
      ) : (
        <div className="alert alert--error" role="alert">
          <p>{t(state === "expired" ? "confirm.expired" : "confirm.invalid")}</p>
          <p>
            <a href={localizeHref(ALERTS_PATH, locale)}>{t("unsubscribe.again")}</a>
          </p>
        </div>
      )}
    </AlertPage>
  );
}
