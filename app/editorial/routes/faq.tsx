import { data } from "react-router";
import { PageIntro } from "~/ui/PageIntro";
import { FaqAccordion } from "~/editorial/FaqAccordion";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { groupFaqsByTopic, listFaqs } from "~/editorial/faq.server";
import { editorialMeta, requestLocale } from "~/editorial/meta";
import { editorialMessages } from "~/editorial/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import type { Route } from "./+types/faq";
import "~/editorial/content.css";
import { logFor } from "~/lib/log/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return {
      topics: groupFaqsByTopic(await listFaqs(requestLocale(request))),
      unavailable: false,
    };
  } catch (error) {
    logFor("editorial").error({ err: error }, "FAQ unavailable");
    return data({ topics: [], unavailable: true }, sourceUnavailableInit());
  }
}

export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = editorialMeta("faq");

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { topics, unavailable } = loaderData;
  const locale = useLocale();
  const t = useMessages(editorialMessages);
  return (
    <>
      <PageIntro
        className="page-intro--editorial"
        eyebrow={t("faq.eyebrow")}
        title={t("faq.title")}
        lead={t("faq.lead")}
      />
      <section className="section content-section" aria-label={t("faq.label")}>
        <div className="container narrow">
          {unavailable ? (
            <SourceUnavailable what={t("faq.what")} retryHref={localizeHref("/faq", locale)} />
          ) : topics.length === 0 ? (
            <p className="content-empty">{t("faq.empty")}</p>
          ) : (
            <FaqAccordion topics={topics} />
          )}
        </div>
      </section>
    </>
  );
}
