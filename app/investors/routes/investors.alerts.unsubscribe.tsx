import { data } from "react-router";
import { getDatabase } from "~/db/client.server";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "../alerts/alerts.css";
import type { Route } from "./+types/investors.alerts.unsubscribe";
import { alertMessages } from "../alerts/messages";
import { AlertPage, alertPageMeta } from "../alerts/page-parts";
import { ALERTS_PATH } from "../alerts/paths";
import { subscriberOfToken, unsubscribe } from "../alerts/subscriptions.server";

/**
 * /investors/alerts/unsubscribe?t=…: the address of the List-Unsubscribe
 * header and of the link in every mail. A POST unsubscribes at once: the
 * mailbox provider's one-click POST (RFC 8058, body
 * "List-Unsubscribe=One-Click", no cookies, no form session) and this page's
 * button alike. A GET only shows the button: link scanners must not
 * unsubscribe anybody.
 */
const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t");
  const found = await subscriberOfToken(getDatabase().db, token, "manage");
  // Gone already (or never there): say so as if it had just happened, which it has in effect.
  if ("problem" in found) return data({ state: "done" as const, email: "" }, { headers: noStore });
  return data({ state: "ready" as const, email: found.subscriber.email }, { headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("t");
  // RFC 8058's one-click post and our own buttons both send this field; a
  // post without it was made by neither, so it unsubscribes nobody.
  const form = await request.formData();
  if (form.get("List-Unsubscribe") !== "One-Click")
    return data({ state: undefined }, { status: 400, headers: noStore });
  await unsubscribe(getDatabase().db, token);
  return data({ state: "done" as const }, { headers: noStore });
}

export const headers = () => noStore;

export const meta: Route.MetaFunction = alertPageMeta("unsubscribe");

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(alertMessages);
  const locale = useLocale();
  const state = actionData?.state ?? loaderData.state;
  return (
    <AlertPage title={t("unsubscribe.title")}>
      {state === "ready" ? (
        <form method="post">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p>{t("unsubscribe.body", { email: loaderData.email })}</p>
          <button type="submit" className="button">
            {t("unsubscribe.submit")}
          </button>
        </form>
      ) : (
        <div className="alert alert--success" role="status">
          <p>{t("unsubscribe.done")}</p>
          <p>
            <a href={localizeHref(ALERTS_PATH, locale)}>{t("unsubscribe.again")}</a>
          </p>
        </div>
      )}
    </AlertPage>
  );
}
