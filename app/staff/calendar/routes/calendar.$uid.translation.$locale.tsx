import { data, redirect } from "react-router";
import { requireStaff, requireStaffAction } from "~/staff/auth/auth.server";
import { staffMeta } from "~/staff/content/notices";
import { TranslationEditor } from "~/staff/content/TranslationEditForm";
import {
  TranslatedLine,
  TranslatedLines,
  translationForm,
} from "~/staff/content/TranslationFields";
import { isTranslationLocale, languageName } from "~/staff/shell/languages";
import { translationNoticeOf } from "~/staff/shell/translation-status";
import {
  EVENT_TEXT_FIELDS,
  EVENT_TEXT_LABELS,
  hasPurpose,
  type EventText,
} from "../translation-fields";
import {
  EVENT_TEXT_LIMITS,
  eventTranslationPath,
  getEventTranslation,
  readEventTranslationForm,
  saveEventTranslation,
} from "../translation.server";
import type { Route } from "./+types/calendar.$uid.translation.$locale";

/**
 * /staff/calendar/:uid/translation/:locale — a calendar event's title,
 * purpose, details and venue in another language (issue 25, ADR 27), for
 * investor relations. Trading-window closures are not stored, so they have
 * no such page: their text is written by code, in each language.
 */
const NOT_FOUND = "There is no such calendar event.";

function paramsOf(params: { uid?: string; locale?: string }) {
  if (!isTranslationLocale(params.locale))
    throw data({ message: "The site has no such language." }, { status: 404 });
  return { uid: params.uid ?? "", locale: params.locale };
}

async function translationOr404(uid: string, locale: string) {
  const found = await getEventTranslation(uid, locale);
  if (!found) throw data({ message: NOT_FOUND }, { status: 404 });
  return found;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "investor-relations");
  const { uid, locale } = paramsOf(params);
  const found = await translationOr404(uid, locale);
  return {
    uid,
    locale,
    language: languageName(locale),
    ...found,
    hasPurpose: hasPurpose(found.kind),
    // Every stored event is on the public calendar, a cancelled one marked so.
    published: true,
    limits: EVENT_TEXT_LIMITS,
    notice: translationNoticeOf(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { staff, form } = await requireStaffAction(request, "investor-relations");
  const { uid, locale } = paramsOf(params);
  const { english } = await translationOr404(uid, locale);
  const result = readEventTranslationForm(form, english, locale);
  if (!result.ok) return data({ values: result.values, errors: result.errors }, { status: 400 });
  const saved = await saveEventTranslation(staff, uid, locale, result.values);
  if (!saved) throw data({ message: NOT_FOUND }, { status: 404 });
  return redirect(`${eventTranslationPath(uid, locale)}?notice=${saved}`);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  staffMeta(
    loaderData
      ? `${loaderData.language} version: ${loaderData.englishTitle}`
      : "Calendar event translation",
  );

export default function EventTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { uid, locale, language, english, values, limits } = loaderData;
  const labels = Object.fromEntries(
    EVENT_TEXT_FIELDS.map((name) => [name, `${language} ${EVENT_TEXT_LABELS[name]}`]),
  ) as EventText;
  const { field } = translationForm(loaderData, actionData, labels);
  // A field the English leaves empty is offered only while an older translation still has text.
  const offered = (name: "description" | "location") => english[name] !== "" || values[name] !== "";
  return (
    <TranslationEditor
      noun="calendar event"
      page={loaderData}
      refused={actionData}
      labels={labels}
      englishHref={`/staff/calendar/${encodeURIComponent(uid)}`}
      publicHref={`/${locale}/investors/calendar#${uid}`}
      note={
        <>
          Without a {language} title, {language} pages show this event in English, marked as English
          for screen readers; empty the title and save to remove the {language} version. With a
          title, give every field the English has: {language} pages then show the whole entry in{" "}
          {language}. Calendar files and the feed stay in English.
        </>
      }
    >
      <TranslatedLine name="title" maxLength={limits.title} {...field("title")} />
      {loaderData.hasPurpose ? (
        <TranslatedLines name="purpose" rows={3} maxLength={limits.purpose} {...field("purpose")} />
      ) : null}
      {offered("description") ? (
        <TranslatedLines
          name="description"
          rows={4}
          maxLength={limits.description}
          {...field("description")}
        />
      ) : null}
      {offered("location") ? (
        <TranslatedLine name="location" maxLength={limits.location} {...field("location")} />
      ) : null}
    </TranslationEditor>
  );
}
