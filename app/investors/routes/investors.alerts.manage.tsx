import { data } from "react-router";
import { z } from "zod";
import { getDatabase } from "~/db/client.server";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "../alerts/alerts.css";
import type { Route } from "./+types/investors.alerts.manage";
import { choicesFromForm } from "../alerts/alert-form";
import { CategoryList, FrequencyFieldset } from "../alerts/AlertSignupForm";
import { alertMessages } from "../alerts/messages";
import { AlertPage, alertPageMeta, categoryChoices } from "../alerts/page-parts";
import { ALERTS_PATH } from "../alerts/paths";
import { alertCategories, subscriberOfToken, updateChoices } from "../alerts/subscriptions.server";
import { signToken } from "../alerts/tokens.server";

/** /investors/alerts/manage?t=…: a subscriber's categories and frequency, and the way out. */
const noStore = { "Cache-Control": "no-store" };

async function load(request: Request) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const found = await subscriberOfToken(getDatabase().db, token, "manage");
  if ("problem" in found) return { token, subscriber: undefined };
  // The page's own links carry a current token, even when a link from an older mail opened it.
  return { token: await signToken("manage", found.subscriber), subscriber: found.subscriber };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { token, subscriber } = await load(request);
  if (!subscriber) return data({ token, subscriber: null }, { status: 404, headers: noStore });
  return data(
    { token, subscriber: { email: subscriber.email, choices: subscriber.choices } },
    { headers: noStore },
  );
}

/**
 * The page's form always sends both choices (each a group of radio buttons
 * with one ticked); a post without them was not made by it, and is refused
 * rather than read as "everything, at once".
 */
const choicesSchema = z.object({
  scope: z.enum(["all", "only"]),
  frequency: z.enum(["immediate", "digest"]),
});

export async function action({ request }: Route.ActionArgs) {
  const { subscriber } = await load(request);
  if (!subscriber) return data({ saved: false }, { status: 404 });
  const form = await request.formData();
  const sent = choicesSchema.safeParse({
    scope: form.get("scope"),
    frequency: form.get("frequency"),
  });
  if (!sent.success) return data({ saved: false, invalid: true }, { status: 400 });
  const values = choicesFromForm(form);
  const categories = values.categories.filter((c) => alertCategories.includes(c));
  await updateChoices(getDatabase().db, subscriber.id, {
    // Ticking nothing keeps the alerts coming for everything rather than silently stopping them.
    all: values.scope === "all" || categories.length === 0,
    categories,
    digest: values.frequency === "digest",
  });
  return { saved: true };
}

export const headers = () => noStore;

export const meta: Route.MetaFunction = alertPageMeta("manage");

export default function ManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(alertMessages);
  const locale = useLocale();
  const { subscriber, token } = loaderData;
  if (!subscriber)
    return (
      <AlertPage title={t("manage.title")}>
        <div className="alert alert--error" role="alert">
          <p>{t("confirm.invalid")}</p>
          <p>
            <a href={localizeHref(ALERTS_PATH, locale)}>{t("unsubscribe.again")}</a>
          </p>
        </div>
      </AlertPage>
    );
  const { choices } = subscriber;
  const query = `?t=${encodeURIComponent(token)}`;
  return (
    <AlertPage title={t("manage.title")} lead={t("manage.lead", { email: subscriber.email })}>
      {actionData?.saved ? (
        <div className="alert alert--success" role="status">
          <p>{t("manage.saved")}</p>
        </div>
      ) : null}
      {actionData && "invalid" in actionData ? (
        <div className="alert alert--error" role="alert">
          <p>{t("manage.invalid")}</p>
        </div>
      ) : null}
      <form method="post" className="alert-signup">
        <fieldset className="field alert-signup__choices">
          <legend className="field-label">{t("form.categories")}</legend>
          <label className="choice">
            <input type="radio" name="scope" value="all" defaultChecked={choices.all} />
            {t("form.all")}
          </label>
          <label className="choice">
            <input type="radio" name="scope" value="only" defaultChecked={!choices.all} />
            {t("form.only")}
          </label>
          <CategoryList categories={categoryChoices(locale)} checked={choices.categories} />
        </fieldset>
        <FrequencyFieldset digest={choices.digest} />
        <div className="form-actions">
          <button type="submit" className="button">
            {t("manage.save")}
          </button>
        </div>
      </form>
      <section aria-labelledby="alerts-stop">
        <h2 id="alerts-stop">{t("manage.stopTitle")}</h2>
        <p>{t("manage.stopBody")}</p>
        <form
          method="post"
          action={`${localizeHref(`${ALERTS_PATH}/unsubscribe`, locale)}${query}`}
        >
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className="button button--secondary">
            {t("unsubscribe.submit")}
          </button>
        </form>
      </section>
    </AlertPage>
  );
}
